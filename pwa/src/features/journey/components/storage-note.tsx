import { useStorageSafety, type StorageSafety } from '../hooks/use-storage-safety';
import { watchHours } from '../lib/device-copy';
import * as m from 'virtual:messages/journey';

const SAFETY_NOTES: Record<StorageSafety, string | null> = {
  unknown: null,
  kept: null,
  refused: m.journeyStorageRefused({ watch: watchHours }),
  'nearly-full': m.journeyStorageNearlyFull({ watch: watchHours }),
};

/** What the member should know about this device's storage, once the browser has said (shown last
 *  on the page: it appears late, and moves nothing). */
export function StorageNote() {
  const note = SAFETY_NOTES[useStorageSafety()];
  return note ? (
    <p className="journey__note" role="status">
      {note}
    </p>
  ) : null;
}
