import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { WatchPage } from '@/features/watch/components/watch-page';
import { useRemindedHere } from '../watch-reminders';

/** `/watch`, with the text size, and whether this device's reminders will tell of each pledged hour. */
export default function WatchRoute() {
  return <WatchPage tools={<TextSizeControl />} reminded={useRemindedHere()} />;
}
