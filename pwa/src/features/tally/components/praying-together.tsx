import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { programmeMoment } from '@/content/calendar';
import { programme } from '@/content/programme';
import { checkableSlots } from '@/content/checkable-slots';
import { formatClockTime } from '@/lib/clock-time';
import { LANG } from '@/lib/language';
import { PRAYER_WATCH_KEY, type DayTally } from '@/types/api';
import type { DayGuide } from '@/types/content';
import * as m from 'virtual:messages/tally';
import { fetchDayTally } from '../lib/tally-api';

/** Today's counts from the service, asked for when the page opens and when the browser is online again. */
function useTodaysTally(day: number, isToday: boolean): DayTally | null {
  const [tally, setTally] = useState<DayTally | null>(null);
  useEffect(() => {
    if (!isToday) return;
    let live = true;
    const load = () =>
      fetchDayTally(day)
        .then((t) => live && setTally(t))
        // Offline or unreachable: nothing is shown.
        .catch(() => undefined);
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [day, isToday]);
  return tally;
}

/**
 * "312 of us prayed at 6:00 AM today": on today's page, each prayer time whose count the service
 * has published (an hour after it begins) and that 5 or more were counted at; a count not yet
 * published, or under 5, is `null` and not shown. It appears below the guide's sections once the
 * answer comes, so nothing above moves.
 */
export function PrayingTogether({ guide, startDate }: { guide: DayGuide; startDate: string }) {
  const moment = programmeMoment(startDate, programme.lengthDays, new Date());
  const tally = useTodaysTally(guide.day, moment.kind === 'during' && moment.day === guide.day);
  const counted = new Map(tally?.slots.map((s) => [s.slot, s.devices]));
  const people = new Intl.NumberFormat(LANG);
  const watch = programme.prayerWatch?.title.toLocaleLowerCase(LANG);
  const lines = [
    ...checkableSlots(guide).map((slot) => ({
      key: slot.key,
      devices: counted.get(slot.key),
      text: (count: number) => m.tallyPrayedAt({ count, people: people.format(count), time: formatClockTime(slot.time) }),
    })),
    // The prayer watch, for a church that keeps one.
    ...(watch === undefined
      ? []
      : [
          {
            key: PRAYER_WATCH_KEY,
            devices: counted.get(PRAYER_WATCH_KEY),
            text: (count: number) => m.tallyKeptWatch({ count, people: people.format(count), watch }),
          },
        ]),
  ].filter((line): line is typeof line & { devices: number } => typeof line.devices === 'number');
  if (lines.length === 0) return null;
  return (
    <Card id="praying-together" className="praying-together" title={m.tallyTogetherTitle}>
      <ul className="praying-together__list">
        {lines.map((line) => (
          <li key={line.key}>{line.text(line.devices)}</li>
        ))}
      </ul>
      <p className="praying-together__note">{m.tallyTogetherNote}</p>
    </Card>
  );
}
