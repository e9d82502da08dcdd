import { useStartDate } from '@/content/programme-settings';
import { JourneyPage } from '@/features/journey/components/journey-page';
import { JourneySummaryPanel } from '@/features/summary/components/journey-summary-panel';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/journey`, with the text size and "E-mail my journey". */
export default function JourneyRoute() {
  const startDate = useStartDate();
  return <JourneyPage tools={<TextSizeControl />} mail={<JourneySummaryPanel startDate={startDate} />} />;
}
