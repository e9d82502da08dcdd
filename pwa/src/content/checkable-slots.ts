// Which of a day's slots a member can tick: the activities, then the close when it is shown as a
// slot. The rule is the service's (`CloseShownAs::checkable`), generated into CLOSE_IS_CHECKABLE;
// the day page, its summary and the build's day index all ask here. Relative imports: the build
// (pwa/build/day-index.ts) loads this file too.
import { CLOSE_IS_CHECKABLE, type DayGuide, type Slot } from '../types/content';

export function checkableSlots(guide: DayGuide): Slot[] {
  return CLOSE_IS_CHECKABLE[guide.closeShownAs] ? [...guide.slots, guide.close] : guide.slots;
}
