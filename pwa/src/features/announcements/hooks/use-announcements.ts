import { useCallback, useEffect, useState } from 'react';
import { fetchAnnouncements } from '@/features/announcements/lib/announcements-api';
import { loadAnnouncements, saveAnnouncements, type KeptAnnouncements } from '@/features/announcements/lib/announcements-store';

/**
 * The church's newest announcement this member has not dismissed: what the device kept at once,
 * then the service's answer when online (kept for offline). Dismissing is kept on the device.
 */
export function useAnnouncements() {
  const [kept, setKept] = useState<KeptAnnouncements>(loadAnnouncements);

  useEffect(() => {
    let live = true;
    fetchAnnouncements()
      .then(({ announcements }) => {
        if (!live) return;
        const current = loadAnnouncements();
        // Dismissals of announcements no longer listed are forgotten.
        const next = { items: announcements, dismissed: current.dismissed.filter((id) => announcements.some((a) => a.id === id)) };
        saveAnnouncements(next);
        setKept(next);
      })
      // Offline or unreachable: what the device kept stays.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    const current = loadAnnouncements();
    const next = { ...current, dismissed: [...current.dismissed, id] };
    saveAnnouncements(next);
    setKept(next);
  }, []);

  const newest = kept.items.find((a) => !kept.dismissed.includes(a.id)) ?? null;
  return { newest, dismiss };
}
