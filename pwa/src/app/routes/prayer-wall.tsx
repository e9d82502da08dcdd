import { PrayerWallPage } from '@/features/prayer-wall/components/prayer-wall-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/prayer-wall`, with the text size. */
export default function PrayerWallRoute() {
  return <PrayerWallPage tools={<TextSizeControl />} />;
}
