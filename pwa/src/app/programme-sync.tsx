import { useEffect } from 'react';
import { storeProgrammeSettings } from '@/content/programme-settings';
import { GuideMailReplay } from '@/features/summary/components/guide-mail-replay';
import { requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type { ProgrammeSettings } from '@/types/api';

/** Asks the service; offline or failing, the last answer (or the bundle) stays in force. */
export async function refreshProgrammeSettings(): Promise<void> {
  try {
    storeProgrammeSettings(await requestJson<ProgrammeSettings>(apiPath('programmeSettings'), { method: 'GET', timeoutMs: 10_000 }));
  } catch {
    // Offline: keep what we have.
  }
}

/**
 * Asks the service for the programme's settings when the app starts and whenever it comes back
 * online; and, where the church offers the day's guide by e-mail, sends a request for it that
 * waits for its address once the member comes back (loaded here, after the page is idle: the
 * first load carries none of it).
 */
export function ProgrammeSync() {
  useEffect(() => {
    void refreshProgrammeSettings();
    const again = () => void refreshProgrammeSettings();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  return <GuideMailReplay />;
}
