import { useEffect } from 'react';
import { refreshProgrammeSettings } from '@/content/programme-settings';

/** Asks the service for the programme's settings when the app starts and whenever it comes back online. */
export function ProgrammeSync() {
  useEffect(() => {
    void refreshProgrammeSettings();
    const again = () => void refreshProgrammeSettings();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  return null;
}
