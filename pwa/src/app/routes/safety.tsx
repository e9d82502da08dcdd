import { SafetyPage } from '@/features/safety/components/safety-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { WayChooser } from '@/features/ways-of-fasting/components/way-chooser';

/** `/safety`, with the text size, and choosing a way of fasting after reading it. */
export default function SafetyRoute() {
  return (
    <SafetyPage tools={<TextSizeControl />}>
      <WayChooser />
    </SafetyPage>
  );
}
