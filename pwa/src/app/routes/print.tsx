import { PrintEdition } from '@/features/print/components/print-edition';
import { PrintedSafety } from '@/features/safety/components/safety-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/print`, with the text size (the screen's only: paper has its own), opening with fasting safely. */
export default function PrintRoute() {
  return <PrintEdition tools={<TextSizeControl />} opening={<PrintedSafety />} />;
}
