import { Link } from 'react-router-dom';
import { programme } from '@/content/programme';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { InstallPrompt } from '@/features/install/components/install-prompt';
import { RemindersCard } from '@/features/reminders/components/reminders-card';
import { SafetyLink } from '@/features/safety/components/safety-page';
import { TallySwitch } from '@/features/tally/components/tally-switch';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { usePledgedHours } from '@/features/watch/hooks/use-pledged-hours';
import * as m from 'virtual:messages/cover-extras';
import { PrayingTogetherLinks } from './praying-together-links';

/** Below the cover's first screen, loaded after it shows: the text size, fasting safely, the prayer wall, keeping watch (for a church that keeps its watch in turns), the
 *  church's newest announcement, installing, reminders with the church's tally, and the link to privacy at the foot (not in the first
 *  load's JavaScript). */
export function CoverExtras() {
  // The hours of the watch pledged here go into the calendar with the prayer times.
  const watchHours = usePledgedHours();
  return (
    <>
      {/* First: what appears later (an install offer, the reminders' answer) grows below it. */}
      <TextSizeControl />
      <SafetyLink />
      <PrayingTogetherLinks wall={m.coverExtrasPrayerWall} watch={m.coverExtrasWatch} />
      <AnnouncementCard />
      <InstallPrompt />
      <RemindersCard programme={programme} watchHours={watchHours}>
        <TallySwitch />
      </RemindersCard>
      <footer className="cover__footer">
        <Link to="/privacy">{m.coverExtrasPrivacy}</Link>
      </footer>
    </>
  );
}
