// The service's settings (content/programme-settings.ts) in a test: learned as the service says
// them, and forgotten after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { programme } from '@/content/programme';
import { resetProgrammeSettings, storeProgrammeSettings } from '@/content/programme-settings';

/** Learns what the service says of this programme: push reminders sent, the guide by e-mail or not. */
export const learnSettings = ({ guideMail }: { guideMail: boolean }) =>
  storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true, guideMail });

/**
 * In each test of the calling file: the settings `learned` before it (none: not learned), and
 * forgotten after it, once what it rendered is unmounted (forgetting them is then no update to a
 * page still shown).
 */
export function programmeSettingsEachTest(learned?: { guideMail: boolean }) {
  if (learned) beforeEach(() => learnSettings(learned));
  afterEach(() => {
    cleanup();
    resetProgrammeSettings();
  });
}
