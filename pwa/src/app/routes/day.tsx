import { use } from 'react';
import { loadDayGuide, programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { DayPage } from '@/features/day/components/day-page';
import { useDayProgress } from '@/features/day/hooks/use-day-progress';
import { summaryContent } from '@/features/day/lib/summary-content';
import { HydrationTracker } from '@/features/hydration/components/hydration-tracker';
import { SummaryPanel } from '@/features/summary/components/summary-panel';
import { ListenControl } from '@/features/listen/components/listen-control';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { PrayingTogether } from '@/features/tally/components/praying-together';
import { TallyInvite } from '@/features/tally/components/tally-invite';
import { useTallyTicks } from '@/features/tally/hooks/use-tally-ticks';
import type { DayGuide } from '@/types/content';

/** `/day/N` for a day with a guide: suspends until the guide is loaded (a failed load throws). */
export function DayRoute({ day }: { day: number }) {
  return <DayScreen guide={use(loadDayGuide(day))} />;
}

/** The day's guide, with Listen and the text size, the hydration tracker, the summary panel and the
 *  church's tally in their place. */
function DayScreen({ guide }: { guide: DayGuide }) {
  const startDate = useStartDate();
  const progress = useDayProgress(startDate, guide.day, programme.hydrationGoal);
  const tally = useTallyTicks(startDate, guide.day, progress.completed, progress.ready);
  return (
    <DayPage guide={guide} startDate={startDate} progress={progress} tools={
        <>
          <ListenControl guide={guide} />
          <TextSizeControl />
        </>
      }
    >
      <HydrationTracker goal={programme.hydrationGoal} count={progress.hydration} onChange={progress.setHydration} />
      <SummaryPanel dayNumber={guide.day} theme={guide.theme} {...summaryContent(guide, progress)} />
      <PrayingTogether guide={guide} startDate={startDate} />
      {tally.asking && (
        <TallyInvite startDate={startDate} day={guide.day} completed={progress.completed} onAnswered={tally.stopAsking} />
      )}
    </DayPage>
  );
}
