import { useStorageSafety, type StorageSafety } from '../hooks/use-storage-safety';
import * as m from 'virtual:messages/journey';

const SAFETY_NOTES: Record<StorageSafety, string | null> = {
  unknown: null,
  kept: null,
  refused: m.journeyStorageRefused,
  'nearly-full': m.journeyStorageNearlyFull,
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
