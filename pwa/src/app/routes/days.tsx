import { SafetyLink } from '@/features/safety/components/safety-page';
import { ClientOnly } from '@/components/ui/client-only';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { DaysPage } from '@/features/days/components/days-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** `/days`, with the text size, fasting safely above the list, and the church's newest announcement below it. */
export default function DaysRoute() {
  return (
    <DaysPage
      tools={<TextSizeControl />}
      before={<SafetyLink />}
      after={
        <ClientOnly>
          <AnnouncementCard />
        </ClientOnly>
      }
    />
  );
}
