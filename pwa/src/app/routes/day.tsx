import { ArrowLeft, CalendarDays, ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ControlsWhenHydrated } from '@/components/ui/client-only';
import { dayPageTitle, guideDays, loadDayGuide, programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { ActivityCard } from '@/features/day/components/activity-card';
import { CloseCard } from '@/features/day/components/close-card';
import { DailyFoundation } from '@/features/day/components/daily-foundation';
import { DayHeader } from '@/features/day/components/day-header';
import { DeclarationsCard } from '@/features/day/components/declarations-card';
import { PrayerWatchCard } from '@/features/day/components/prayer-watch-card';
import { ProgressFooter } from '@/features/day/components/progress-footer';
import { SustainingCard } from '@/features/day/components/sustaining-card';
import { HydrationTracker } from '@/features/hydration/components/hydration-tracker';
import { SummaryPanel } from '@/features/summary/components/summary-panel';
import { useDayProgress } from '@/features/day/hooks/use-day-progress';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide, Slot } from '@/types/content';

/** `/day/N` for a day with a guide: suspends until the guide is loaded (a failed load throws). */
export function DayRoute({ day }: { day: number }) {
  return <DayPage guide={use(loadDayGuide(day))} />;
}

/** A `#slot` hash as an element id; a malformed one (`#%`) is taken as written, never thrown. */
function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

const slotLabel = (slot: Slot) => `${formatClockTime(slot.time)} — ${slot.title}`;

function DayPage({ guide }: { guide: DayGuide }) {
  const startDate = useStartDate();
  const progress = useDayProgress(startDate, guide.day, programme.hydrationGoal);
  const closeIsSlot = guide.closeShownAs === 'slot';
  const checkable = useMemo(() => (closeIsSlot ? [...guide.slots, guide.close] : guide.slots), [closeIsSlot, guide]);
  const done = checkable.filter((s) => progress.completed.includes(s.key));
  useMarkDoneFromReminder(checkable, progress.completed, progress.markDone);
  const journalSlots = [...guide.slots, guide.close].filter((s) => s.journal);

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
    <main className="page day">
      <ControlsWhenHydrated>
        <nav className="day__nav" aria-label="Guide">
          <Link className="back-link" to="/">
            <ArrowLeft aria-hidden="true" size={20} />
            {guide.backLabel}
          </Link>
          <Link className="back-link day__all-days" to="/days">
            <CalendarDays aria-hidden="true" size={20} />
            All days
          </Link>
        </nav>
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
        <HydrationTracker goal={programme.hydrationGoal} count={progress.hydration} onChange={progress.setHydration} />
        <SummaryPanel
          dayNumber={guide.day}
          theme={guide.theme}
          completed={done.map((s) => ({ key: s.key, label: slotLabel(s) }))}
          journals={journalSlots.map((s) => ({
            key: s.journal!.key,
            label: `${formatClockTime(s.time)} ${s.journal!.title ?? s.title}`,
            text: progress.journals[s.journal!.key] ?? '',
          }))}
        />
        <ProgressFooter
          footer={guide.footer}
          day={guide.day}
          lengthDays={programme.lengthDays}
          completedCount={done.length}
          checkableCount={checkable.length}
        />
        <DayLinks day={guide.day} />
        <ClearDay day={guide.day} onClear={progress.clear} />
      </ControlsWhenHydrated>
    </main>
  );
}

/** The previous and next days that have a guide. */
function DayLinks({ day }: { day: number }) {
  const previous = guideDays.filter((d) => d < day).at(-1);
  const next = guideDays.find((d) => d > day);
  return (
    <nav className="day-links" aria-label="Other days">
      {previous !== undefined ? (
        <Link className="button button--quiet" to={`/day/${previous}`} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} />
          Day {previous}
        </Link>
      ) : (
        <span />
      )}
      <Link className="button button--quiet" to="/days">
        All days
      </Link>
      {next !== undefined ? (
        <Link className="button button--quiet" to={`/day/${next}`} rel="next">
          Day {next}
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function ClearDay({ day, onClear }: { day: number; onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <div className="clear-day">
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" size={18} />
          Clear this day
        </button>
        <p className="clear-day__note">Your progress is kept on this device only.</p>
      </div>
    );
  }
  return (
    <div className="clear-day" role="group" aria-label={`Clear Day ${day}`}>
      <p>Clear every tick, journal entry and glass for Day {day} on this device?</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          onClear();
          setConfirming(false);
        }}
      >
        Yes, clear Day {day}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setConfirming(false)} autoFocus>
        Keep my progress
      </button>
    </div>
  );
}

/**
 * A reminder's 'Mark done' opens `/day/N?done=<slot>#<slot>`: complete that slot, and once it is
 * saved, tidy the URL (keeping the #slot). The link is the record of what to do until then: a
 * page React renders anew while hydrating finds it still there. Handled once per link: until the
 * tidied URL reaches the page, renders still see `done` (and the member may untick the slot).
 */
function useMarkDoneFromReminder(checkable: Slot[], completed: string[], markDone: (key: string) => void) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const slot = params.get('done');
  const toMark = slot !== null && checkable.some((s) => s.key === slot) && !completed.includes(slot);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (slot === null) {
      handled.current = null;
      return;
    }
    if (handled.current === slot) return;
    if (toMark) {
      markDone(slot); // this runs again once the tick is saved
      return;
    }
    handled.current = slot;
    const rest = new URLSearchParams(params);
    rest.delete('done');
    navigate({ search: rest.size > 0 ? `?${rest}` : '', hash }, { replace: true });
  }, [slot, toMark, params, hash, markDone, navigate]);
}
