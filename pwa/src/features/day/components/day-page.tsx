import { CalendarDays } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ControlsWhenReady, DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageNav } from '@/components/ui/page-top';
import { dayPageTitle, programme } from '@/content/programme';
import type { DayGuide, Slot } from '@/types/content';
import { useMarkDoneFromReminder } from '../hooks/use-mark-done-from-reminder';
import type { DayProgressControls } from '../hooks/use-day-progress';
import { checkableSlots } from '@/content/checkable-slots';
import { ActivityCard } from './activity-card';
import { ClearDay } from './clear-day';
import { CloseCard } from './close-card';
import { DailyFoundation } from './daily-foundation';
import { DayHeader } from './day-header';
import { DayLinks } from './day-links';
import { DeclarationsCard } from './declarations-card';
import { PrayerWatchCard } from './prayer-watch-card';
import { ProgressFooter } from './progress-footer';
import { SustainingCard } from './sustaining-card';

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
}

/** A day's guide, with this device's progress (its controls disabled until that is applied). */
export function DayPage({ guide, startDate, progress, children, tools }: DayPageProps) {
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

  const slotCard = (slot: Slot) => (
    <ActivityCard
      key={slot.key}
      slot={slot}
      isCompleted={progress.completed.includes(slot.key)}
      onToggleComplete={() => progress.toggleSlot(slot.key)}
      journalText={slot.journal ? (progress.journals[slot.journal.key] ?? '') : undefined}
      onJournalChange={progress.setJournal}
    />
  );

  return (
    <DeviceStateMain ready={progress.ready} className="page day">
      <ControlsWhenReady ready={progress.ready} legend={`Day ${guide.day} guide`}>
        <PageNav
          links={[
            backTo('/', guide.backLabel),
            { to: '/days', label: 'All days', icon: <CalendarDays aria-hidden="true" size={20} /> },
          ]}
          tools={tools}
        />
        <DayHeader guide={guide} startDate={startDate} />
        <DailyFoundation guide={guide} />
        <section className="slots" aria-labelledby="slots-title">
          <h2 className="section-title" id="slots-title">
            Prayer Times
          </h2>
          {guide.slots.map(slotCard)}
          {closeIsSlot ? slotCard(guide.close) : <CloseCard slot={guide.close} />}
        </section>
        <PrayerWatchCard watch={programme.prayerWatch} />
        <SustainingCard sustaining={guide.sustaining} />
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

