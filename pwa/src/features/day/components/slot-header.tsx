import type { ReactNode } from 'react';
import { SlotIcon } from './slot-icon';
import { readingMinutes } from '@/content/reading-time';
import { formatClockTime } from '@/lib/clock-time';
import type { Slot } from '@/types/content';
import * as m from 'virtual:messages/day';

/** A slot's icon, time (with its reading time), title and subtitle; `aside` holds the checkbox where there is one. */
export function SlotHeader({ slot, aside }: { slot: Slot; aside?: ReactNode }) {
  return (
    <header className="slot__header">
      <span className="slot__icon">
        <SlotIcon name={slot.icon} />
      </span>
      <div className="slot__heading">
        <p className="slot__time">
          <time dateTime={slot.time}>{formatClockTime(slot.time)}</time>
          <span className="slot__reading"> · {m.dayReadingMinutes({ minutes: readingMinutes(slot) })}</span>
        </p>
        <h3 className="slot__title" id={slotTitleId(slot)}>
          {slot.title}
        </h3>
        <p className="slot__subtitle">{slot.subtitle}</p>
      </div>
      {aside}
    </header>
  );
}

export const slotTitleId = (slot: Slot) => `slot-${slot.key}-title`;
