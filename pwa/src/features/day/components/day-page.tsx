import { CalendarDays } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ControlsWhenReady, DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageNav } from '@/components/ui/page-top';
import { dayPageTitle, programme } from '@/content/programme';
import type { DayWay } from '@/content/ways-of-fasting';
import type { DayGuide, Slot } from '@/types/content';
import { useMarkDoneFromReminder } from '../hooks/use-mark-done-from-reminder';
import type { DayProgressControls } from '../hooks/use-day-progress';
import { rhythmLayout, rhythmProgress, type DayRhythm, type RhythmLayout } from '../lib/rhythm-day';
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
import { ProgressFooter, RhythmFooter } from './progress-footer';
import { PathFocus, PathTick, SetAside } from './short-path';
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

/**
 * Scrolls to what a reminder's link (/day/N#slot) names: in a rhythm, a prayer time set aside is
 * shown first (its disclosure opened), and the short path's own prayer time is its tick.
 */
function scrollToHash(layout: RhythmLayout) {
  const hash = decodedHash(window.location.hash.slice(1));
  if (!hash) return;
  const id = layout.kind === 'once' && hash === layout.slot.key ? 'short-path' : hash;
  const target = document.getElementById(id);
  const closed = target?.closest('details:not([open])');
  if (closed instanceof HTMLDetailsElement) closed.open = true;
  target?.scrollIntoView();
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
  /** Under the fast hours: choosing the way of fasting (and the rhythm). */
  wayControl?: ReactNode;
  /** The member's rhythm (none: every prayer time, the guide as written). */
  rhythm?: DayRhythm;
  /** Before the prayer times (a link to fasting safely). */
  beforeSlots?: ReactNode;
  /** Shown just after the slot `key` (after the prayer watch for a key of no slot here): the
   *  church's tally asking after a first tick. */
  afterSlot?: { key: string; node: ReactNode };
}

/** A day's guide, with this device's progress (its controls disabled until that is applied). */
export function DayPage({ guide, startDate, progress, children, tools, way, wayControl, rhythm, beforeSlots, afterSlot }: DayPageProps) {
  const closeIsSlot = guide.closeShownAs === 'slot';
  const checkable = useMemo(() => checkableSlots(guide), [guide]);
  const layout = useMemo(() => rhythmLayout(guide, rhythm), [guide, rhythm]);
  const done = checkable.filter((s) => progress.completed.includes(s.key));
  const inRhythm = rhythmProgress(guide, layout, progress.completed);
  useMarkDoneFromReminder(checkable, progress.completed, progress.markDone);

  useEffect(() => {
    document.title = dayPageTitle(guide);
  }, [guide]);
  // Opening a reminder's link scrolls to its slot once the guide is shown, and once more when this
  // device's progress and rhythm are applied if a rhythm has moved it; never on a later change.
  const scrolled = useRef<{ day: number; settled: boolean } | null>(null);
  useEffect(() => {
    const was = scrolled.current?.day === guide.day ? scrolled.current : null;
    if (was && (was.settled || !progress.ready)) return;
    scrolled.current = { day: guide.day, settled: progress.ready };
    if (!was || layout.kind !== 'every') scrollToHash(layout);
  }, [guide.day, progress.ready, layout]);

  const wayClose = way?.close && <WayClose {...way.close} />;
  // The short path's tick stands for its prayer time: the tally's question follows it there.
  const after = (key: string) => afterSlot?.key === key && !(layout.kind === 'once' && layout.slot.key === key) && afterSlot.node;
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
  // A slot as the guide shows it: the close as a card on a day that shows it so.
  const shown = (slot: Slot) =>
    slot === guide.close && !closeIsSlot ? (
      <CloseCard key={slot.key} slot={slot}>
        {wayClose}
      </CloseCard>
    ) : (
      slotCard(slot)
    );
  const slotKeys = [...guide.slots, guide.close].map((s) => s.key);
  const prayerTimes = (slots: ReactNode) => (
    <section className="slots" aria-labelledby="slots-title">
      <h2 className="section-title" id="slots-title">
        {m.dayPrayerTimes}
      </h2>
      {slots}
    </section>
  );
  const everySlot = [...guide.slots, guide.close].map(shown);
  const declarations = <DeclarationsCard declarations={guide.declarations} />;

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
        {layout.kind === 'once' && (
          <>
            <PathFocus slot={layout.slot} />
            {declarations}
            <PathTick done={progress.completed.includes(layout.slot.key)} onToggle={() => progress.toggleSlot(layout.slot.key)} />
            {afterSlot?.key === layout.slot.key && afterSlot.node}
            <SetAside summary={m.dayPathRest} note={m.dayPathRestNote}>
              {prayerTimes(everySlot)}
            </SetAside>
          </>
        )}
        {layout.kind === 'some' &&
          prayerTimes(
            <>
              {layout.kept.map(shown)}
              <SetAside summary={m.dayRhythmOtherTimes} note={m.dayRhythmOtherTimesNote}>
                {layout.aside.map(shown)}
              </SetAside>
            </>,
          )}
        {layout.kind === 'every' && prayerTimes(everySlot)}
        {programme.prayerWatch && <PrayerWatchCard watch={programme.prayerWatch} />}
        {afterSlot && !slotKeys.includes(afterSlot.key) && afterSlot.node}
        <SustainingCard sustaining={guide.sustaining} wayTips={way?.tips} />
        {layout.kind !== 'once' && declarations}
        {children}
        {inRhythm ? (
          <RhythmFooter done={inRhythm.done} total={inRhythm.total} />
        ) : (
          <ProgressFooter
            footer={guide.footer}
            day={guide.day}
            lengthDays={programme.lengthDays}
            completedCount={done.length}
            checkableCount={checkable.length}
          />
        )}
        <DayLinks day={guide.day} />
        <ClearDay day={guide.day} onClear={progress.clear} />
      </ControlsWhenReady>
    </DeviceStateMain>
  );
}
