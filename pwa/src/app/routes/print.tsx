import { PrintEdition } from '@/features/print/components/print-edition';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/print`, with the text size (the screen's only: paper has its own). */
export default function PrintRoute() {
  return <PrintEdition tools={<TextSizeControl />} />;
}
