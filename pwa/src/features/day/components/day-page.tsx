import { CalendarDays } from 'lucide-react';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { ControlsWhenReady, DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageNav } from '@/components/ui/page-top';
import { dayPageTitle, programme } from '@/content/programme';
import type { DayWay } from '@/content/ways-of-fasting';
import type { DayGuide, Slot } from '@/types/content';
import { useMarkDoneFromReminder } from '../hooks/use-mark-done-from-reminder';
import type { DayProgressControls } from '../hooks/use-day-progress';
import { checkableSlots } from '@/content/checkable-slots';
import { ActivityCard } from './activity-card';
import { ClearDay } from './clear-day';
import { CloseCard } from './close-card';
import { DailyFoundation } from './daily-foundation';
import { DayHeader } from './day-header';
import { WayClose } from './slot-sections';
import { DayLinks } from './day-links';
import { DeclarationsCard } from './declarations-card';
import { PrayerWatchCard } from './prayer-watch-card';
import { ProgressFooter } from './progress-footer';
import { SustainingCard } from './sustaining-card';
import * as m from 'virtual:messages/day';

/** A `#slot` hash as an element id; a malformed one (`#%`) is taken as written, never thrown. */
function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export interface DayPageProps {
  guide: DayGuide;
  startDate: string;
  progress: DayProgressControls;
  /** Sections other features add after the declarations: the hydration tracker, the summary panel. */
  children?: ReactNode;
  /** Controls other features add to the top of the page (the text size). */
  tools?: ReactNode;
  /** The member's way of fasting: fast hours, countdown, close and tips. */
  way?: DayWay;
  /** Under the fast hours: choosing the way of fasting. */
  wayControl?: ReactNode;
  /** Before the prayer times (a link to fasting safely). */
  beforeSlots?: ReactNode;
  /** Shown just after the slot `key` (after the prayer watch for a key of no slot here): the
   *  church's tally asking after a first tick. */
  afterSlot?: { key: string; node: ReactNode };
}

/** A day's guide, with this device's progress (its controls disabled until that is applied). */
export function DayPage({ guide, startDate, progress, children, tools, way, wayControl, beforeSlots, afterSlot }: DayPageProps) {
  const closeIsSlot = guide.closeShownAs === 'slot';
  const checkable = useMemo(() => checkableSlots(guide), [guide]);
  const done = checkable.filter((s) => progress.completed.includes(s.key));
  useMarkDoneFromReminder(checkable, progress.completed, progress.markDone);

  useEffect(() => {
    document.title = dayPageTitle(guide);
    // Opening a reminder's link (/day/N#slot) scrolls to that slot once the guide is shown.
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodedHash(hash)) : null;
    target?.scrollIntoView();
  }, [guide]);

  const wayClose = way?.close && <WayClose {...way.close} />;
  const after = (key: string) => afterSlot?.key === key && afterSlot.node;
  const slotCard = (slot: Slot) => (
    <Fragment key={slot.key}>
      <ActivityCard
        slot={slot}
        isCompleted={progress.completed.includes(slot.key)}
        onToggleComplete={() => progress.toggleSlot(slot.key)}
        journalText={slot.journal ? (progress.journals[slot.journal.key] ?? '') : undefined}
        onJournalChange={progress.setJournal}
      >
        {slot === guide.close && wayClose}
      </ActivityCard>
      {after(slot.key)}
    </Fragment>
  );
  const slotKeys = [...guide.slots, guide.close].map((s) => s.key);

  return (
    <DeviceStateMain ready={progress.ready} className="page day">
      <ControlsWhenReady ready={progress.ready} legend={m.dayGuideLegend({ day: guide.day })}>
        <PageNav
          links={[
            backTo('/', guide.backLabel),
            { to: '/days', label: m.dayAllDays, icon: <CalendarDays aria-hidden="true" size={20} /> },
          ]}
          tools={tools}
        />
        <DayHeader guide={guide} startDate={startDate} way={way}>
          {wayControl}
        </DayHeader>
        <DailyFoundation guide={guide} />
        {beforeSlots}
        <section className="slots" aria-labelledby="slots-title">
          <h2 className="section-title" id="slots-title">
            {m.dayPrayerTimes}
          </h2>
          {guide.slots.map(slotCard)}
          {closeIsSlot ? slotCard(guide.close) : <CloseCard slot={guide.close}>{wayClose}</CloseCard>}
        </section>
        {programme.prayerWatch && <PrayerWatchCard watch={programme.prayerWatch} />}
        {afterSlot && !slotKeys.includes(afterSlot.key) && afterSlot.node}
        <SustainingCard sustaining={guide.sustaining} wayTips={way?.tips} />
        <DeclarationsCard declarations={guide.declarations} />
        {children}
        <ProgressFooter
          footer={guide.footer}
          day={guide.day}
          lengthDays={programme.lengthDays}
          completedCount={done.length}
          checkableCount={checkable.length}
        />
        <DayLinks day={guide.day} />
        <ClearDay day={guide.day} onClear={progress.clear} />
      </ControlsWhenReady>
    </DeviceStateMain>
  );
}

