import { memo, type ReactNode } from 'react';
import type { Slot } from '@/types/content';
import { SlotHeader, slotTitleId } from './slot-header';
import { SlotSections } from './slot-sections';

/** The close of the fast shown as an information card (no checkbox). */
// Static for the day: memoized, so ticking a slot does not render it again.
export const CloseCard = memo(function CloseCard({ slot, children }: { slot: Slot; children?: ReactNode }) {
  return (
    <article className="card slot slot--close" id={slot.key} aria-labelledby={slotTitleId(slot)}>
      <SlotHeader slot={slot} />
      <SlotSections slot={slot} />
      {children}
    </article>
  );
});
