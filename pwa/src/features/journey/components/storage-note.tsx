import { useStorageSafety, type StorageSafety } from '../hooks/use-storage-safety';

const SAFETY_NOTES: Record<StorageSafety, string | null> = {
  unknown: null,
  kept: null,
  refused:
    'This browser may clear what this guide keeps if the device runs low on space. Save a copy now and then to keep your journey safe.',
  'nearly-full':
    "This device's storage is nearly full, and the browser may clear what this guide keeps. Save a copy to keep your journey safe.",
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
