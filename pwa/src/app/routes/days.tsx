import { ClientOnly } from '@/components/ui/client-only';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { DaysPage } from '@/features/days/components/days-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/days`, with the text size, and the church's newest announcement below the list. */
export default function DaysRoute() {
  return (
    <DaysPage
      tools={<TextSizeControl />}
      after={
        <ClientOnly>
          <AnnouncementCard />
        </ClientOnly>
      }
    />
  );
}
