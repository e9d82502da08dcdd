import { Link } from 'react-router-dom';
import { programme } from '@/content/programme';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { InstallPrompt } from '@/features/install/components/install-prompt';
import { RemindersCard } from '@/features/reminders/components/reminders-card';
import { reminderOptions } from '@/features/reminders/lib/reminder-options';
import { useRhythm } from '@/features/rhythms/hooks/use-rhythm';
import { SafetyLink } from '@/features/safety/components/safety-page';
import { TallySwitch } from '@/features/tally/components/tally-switch';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';
import { usePledgedHours } from '@/features/watch/hooks/use-pledged-hours';
import * as m from 'virtual:messages/cover-extras';
import { PrayingTogetherLinks } from './praying-together-links';
import { slotsForRhythm, useRemindersFollowRhythm } from '../rhythm-reminders';

/** Below the cover's first screen, loaded after it shows: the text size, fasting safely, the prayer wall, keeping watch (for a church that keeps its watch in turns), the
 *  church's newest announcement, installing, reminders (following the member's rhythm) with the church's tally, and the link to privacy at the foot (not in the first
 *  load's JavaScript). */
export function CoverExtras() {
  // The hours of the watch pledged here go into the calendar with the prayer times.
  const watchHours = usePledgedHours();
  // The member's rhythm: its prayer times offered for reminders and in the calendar.
  const { rhythm } = useRhythm();
  useRemindersFollowRhythm(rhythm);
  const slotsBeforeOn = rhythm ? slotsForRhythm(rhythm, reminderOptions(programme).map((o) => o.key)) : undefined;
  return (
    <>
      {/* First: what appears later (an install offer, the reminders' answer) grows below it. */}
      <TextSizeControl />
      <SafetyLink />
      <PrayingTogetherLinks wall={m.coverExtrasPrayerWall} watch={m.coverExtrasWatch} />
      <AnnouncementCard />
      <InstallPrompt />
      <RemindersCard programme={programme} watchHours={watchHours} slotsBeforeOn={slotsBeforeOn} rhythm={rhythm ?? undefined}>
        <TallySwitch />
      </RemindersCard>
      <footer className="cover__footer">
        <Link to="/privacy">{m.coverExtrasPrivacy}</Link>
      </footer>
    </>
  );
}
