import { HandHeart } from 'lucide-react';
import { use, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import safety from 'virtual:safety';
import rhythms from 'virtual:rhythms';
import ways from 'virtual:ways-of-fasting';
import { loadDayGuide, programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { dayWay } from '@/content/ways-of-fasting';
import { neighbourDays } from '@/features/day/components/day-links';
import { DayPage } from '@/features/day/components/day-page';
import { useDayProgress } from '@/features/day/hooks/use-day-progress';
import { summaryContent } from '@/features/day/lib/summary-content';
import { HydrationTracker } from '@/features/hydration/components/hydration-tracker';
import { SafetyLink } from '@/features/safety/components/safety-page';
import { SummaryPanel } from '@/features/summary/components/summary-panel';
import { ListenControl } from '@/features/listen/components/listen-control';
import { RecordingPlayer } from '@/features/recordings/components/recording-slot';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { RhythmSelect } from '@/features/rhythms/components/rhythm-select';
import { useRhythm } from '@/features/rhythms/hooks/use-rhythm';
import { rhythmSlots } from '@/features/rhythms/lib/rhythms';
import { PrayingTogether } from '@/features/tally/components/praying-together';
import { TallyInvite } from '@/features/tally/components/tally-invite';
import { useTallyTicks } from '@/features/tally/hooks/use-tally-ticks';
import { WaySelect } from '@/features/ways-of-fasting/components/way-select';
import { useWayOfFasting } from '@/features/ways-of-fasting/hooks/use-way-of-fasting';
import type { DayGuide } from '@/types/content';
import { useRemindersFollowRhythm } from '../rhythm-reminders';
import * as m from 'virtual:messages/day';

/** The guides this page has loaded: this day's, and the days either side of it, loaded while it
 *  is read so that going on opens the next at once rather than waiting to show it. */
const loadedGuides = new Map<number, DayGuide>();

/** The day this page showed last: going on to another opens it at its top, as a new page would. */
let shownDay: number | undefined;

function keepLoaded(day: number | undefined): void {
  if (day !== undefined) loadDayGuide(day).then((guide) => loadedGuides.set(day, guide), () => undefined);
}

/** `/day/N` for a day with a guide: suspends until the guide is loaded (a failed load throws). */
export function DayRoute({ day }: { day: number }) {
  return <DayScreen guide={loadedGuides.get(day) ?? use(loadDayGuide(day))} />;
}

/** The day's guide, with Listen and the text size, the member's way of fasting and rhythm,
 *  fasting safely (on the days the content names), the hydration tracker, the summary panel, a
 *  link to the prayer wall and the church's tally in their place. */
function DayScreen({ guide }: { guide: DayGuide }) {
  const startDate = useStartDate();
  const progress = useDayProgress(startDate, guide.day, programme.hydrationGoal);
  const tally = useTallyTicks(startDate, guide.day, progress.completed, progress.ready);
  const { way } = useWayOfFasting();
  const texts = useMemo(() => dayWay(guide, programme, ways, way), [guide, way]);
  const { rhythm: rhythmKey } = useRhythm();
  const rhythm = useMemo(() => (rhythmKey ? { key: rhythmKey, slots: rhythmSlots({ rhythms }, rhythmKey) } : undefined), [rhythmKey]);
  useRemindersFollowRhythm(rhythmKey);
  useEffect(() => {
    if (shownDay !== undefined && shownDay !== guide.day && !window.location.hash) window.scrollTo({ top: 0 });
    shownDay = guide.day;
    loadedGuides.set(guide.day, guide);
    const { previous, next } = neighbourDays(guide.day);
    keepLoaded(previous);
    keepLoaded(next);
  }, [guide]);
  return (
    <DayPage
      guide={guide}
      startDate={startDate}
      progress={progress}
      tools={
        <>
          <ListenControl guide={guide} />
          <RecordingPlayer day={guide.day} />
          <TextSizeControl />
        </>
      }
      way={texts}
      wayControl={
        <>
          <WaySelect />
          <RhythmSelect />
        </>
      }
      rhythm={rhythm}
      beforeSlots={safety.linkedFromDays.includes(guide.day) && <SafetyLink />}
      afterSlot={
        tally.askingAfter === null
          ? undefined
          : {
              key: tally.askingAfter,
              node: (
                <TallyInvite startDate={startDate} day={guide.day} completed={progress.completed} onAnswered={tally.stopAsking} />
              ),
            }
      }
    >
      <HydrationTracker goal={programme.hydrationGoal} count={progress.hydration} onChange={progress.setHydration} />
      <SummaryPanel dayNumber={guide.day} theme={guide.theme} rhythm={rhythmKey ?? undefined} {...summaryContent(guide, progress)} />
      {/* Above today's counts, which appear later: nothing here moves. */}
      <p className="prayer-wall-link">
        <Link to="/prayer-wall">
          <HandHeart aria-hidden="true" size={18} />
          {m.dayPrayerWall}
        </Link>
      </p>
      <PrayingTogether guide={guide} startDate={startDate} />
    </DayPage>
  );
}
