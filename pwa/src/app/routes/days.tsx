import { SafetyLink } from '@/features/safety/components/safety-page';
import { ClientOnly } from '@/components/ui/client-only';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { DaysPage } from '@/features/days/components/days-page';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import * as m from 'virtual:messages/days';
import { PrayingTogetherLinks } from './praying-together-links';

/** `/days`, with the text size, fasting safely, the prayer wall and keeping watch (for a church that keeps its watch in turns) above the list, and the church's newest announcement below it. */
export default function DaysRoute() {
  return (
    <DaysPage
      tools={<TextSizeControl />}
      before={
        <>
          <SafetyLink />
          <PrayingTogetherLinks wall={m.daysPrayerWall} watch={m.daysWatch} />
        </>
      }
      after={
        <ClientOnly>
          <AnnouncementCard />
        </ClientOnly>
      }
    />
  );
}
