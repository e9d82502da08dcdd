import { DaysPage } from '@/features/days/components/days-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/days`, with the text size. */
export default function DaysRoute() {
  return <DaysPage tools={<TextSizeControl />} />;
}
