import { programme } from '@/content/programme';
import { InstallPrompt } from '@/features/install/components/install-prompt';
import { RemindersCard } from '@/features/reminders/components/reminders-card';
import { TextSizeControl } from '@/features/text-size/components/text-size-control';

/** Below the cover's first screen, loaded after it shows: the text size, installing, reminders. */
export function CoverExtras() {
  return (
    <>
      {/* First: what appears later (an install offer, the reminders' answer) grows below it. */}
      <TextSizeControl />
      <InstallPrompt />
      <RemindersCard programme={programme} />
    </>
  );
}
