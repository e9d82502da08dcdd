import { useSettled } from '@/hooks/use-settled';
import { LANG } from '@/lib/language';
import * as m from 'virtual:messages/prayer-wall';

const number = new Intl.NumberFormat(LANG);

/** How long typing must pause before the count is announced (not at every key). */
const ANNOUNCE_DELAY_MS = 1000;

/**
 * "12 of 280 characters" under a text box, always shown and read with the box (`id` for its
 * `aria-describedby`); announced once typing pauses when the limit is near (the last tenth).
 * Lengths are counted as the box's `maxLength` counts them (UTF-16 code units); the service counts
 * characters (code points), never more, so a text the box takes is one the service accepts.
 */
export function TextCount({ id, length, max, typing }: { id: string; length: number; max: number; typing: boolean }) {
  const count = m.prayerWallCount({ length: number.format(length), max: number.format(max) });
  const announced = useSettled(typing && length >= max * 0.9 ? count : '', ANNOUNCE_DELAY_MS);
  return (
    <>
      <p className="prayer-wall__count" id={id}>
        {count}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
