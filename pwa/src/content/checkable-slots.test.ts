import { describe, expect, it } from 'vitest';
import type { DayGuide } from '@/types/content';
import { checkableSlots } from './checkable-slots';
import { guideDays, loadDayGuide } from './programme';

describe('checkableSlots', () => {
  it('is every activity, then the close when the guide shows it as a slot', async () => {
    const guides: DayGuide[] = await Promise.all(guideDays.map((day) => loadDayGuide(day)));
    // The content has both kinds of close, so both halves of the rule are tried.
    expect(new Set(guides.map((guide) => guide.closeShownAs))).toEqual(new Set(['slot', 'card']));
    for (const guide of guides) {
      const activities = guide.slots.map((s) => s.key);
      const expected = guide.closeShownAs === 'slot' ? [...activities, guide.close.key] : activities;
      expect(checkableSlots(guide).map((s) => s.key)).toEqual(expected);
    }
  });
});
