import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { WatchPage } from '@/features/watch/components/watch-page';

/** `/watch`, with the text size. */
export default function WatchRoute() {
  return <WatchPage tools={<TextSizeControl />} />;
}
