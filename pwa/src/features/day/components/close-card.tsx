import { SlotIcon } from '@/components/ui/slot-icon';
import { formatClockTime } from '@/lib/clock-time';
import type { Slot } from '@/types/content';
import { SlotSections } from './slot-sections';

/** The close of the fast shown as an information card (no checkbox). */
export function CloseCard({ slot }: { slot: Slot }) {
  const headingId = `slot-${slot.key}-title`;
  return (
    <article className="card slot slot--close" id={slot.key} aria-labelledby={headingId}>
      <header className="slot__header">
        <span className="slot__icon">
          <SlotIcon name={slot.icon} />
        </span>
        <div className="slot__heading">
          <p className="slot__time">
            <time dateTime={slot.time}>{formatClockTime(slot.time)}</time>
          </p>
          <h3 className="slot__title" id={headingId}>
            {slot.title}
          </h3>
          <p className="slot__subtitle">{slot.subtitle}</p>
        </div>
      </header>
      <SlotSections slot={slot} />
    </article>
  );
}
