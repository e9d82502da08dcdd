import { JourneyPage } from '@/features/journey/components/journey-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/journey`, with the text size. */
export default function JourneyRoute() {
  return <JourneyPage tools={<TextSizeControl />} />;
}
