// Asks the browser to keep this site's storage (not clear it when space runs low), and says
// what the member should know: refused, or the device nearly full.
import { useEffect, useState } from 'react';

export type StorageSafety = 'unknown' | 'kept' | 'refused' | 'nearly-full';

/** Used above this share of the quota, storage counts as nearly full. */
const NEARLY_FULL = 0.9;

export async function askToKeepStorage(storage: StorageManager | undefined = navigator.storage): Promise<StorageSafety> {
  if (!storage?.persist) return 'unknown';
  try {
    const estimate = await storage.estimate?.();
    if (estimate?.quota && (estimate.usage ?? 0) / estimate.quota > NEARLY_FULL) return 'nearly-full';
    const kept = (await storage.persisted?.()) || (await storage.persist());
    return kept ? 'kept' : 'refused';
  } catch {
    return 'unknown';
  }
}

export function useStorageSafety(): StorageSafety {
  const [safety, setSafety] = useState<StorageSafety>('unknown');
  useEffect(() => {
    let live = true;
    void askToKeepStorage().then((result) => live && setSafety(result));
    return () => {
      live = false;
    };
  }, []);
  return safety;
}
