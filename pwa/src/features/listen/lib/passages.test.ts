import { loadDayGuide, guideDays } from '@/content/programme';
import { passagesOf } from './passages';

describe("the passages 'Listen' reads", () => {
  it('are every scripture, prayer and declaration of the day, in the guide’s order', async () => {
    for (const day of guideDays) {
      const guide = await loadDayGuide(day);
      const passages = passagesOf(guide);
      const spoken = passages.map((p) => p.text);
      expect(passages[0]!.label).toBe(`Anchor Scripture: ${guide.anchorScripture.reference}`);
      expect(spoken[0]).toContain(guide.anchorScripture.reference);
      expect(spoken[1]).toBe(guide.dailyPrayer);
      for (const slot of [...guide.slots, guide.close]) {
        if (slot.scripture) expect(spoken.some((t) => t.startsWith(`${slot.scripture!.reference}.`))).toBe(true);
        if (slot.declaration) expect(spoken).toContain(slot.declaration);
        if (slot.closingPrayer) expect(spoken).toContain(slot.closingPrayer);
      }
      expect(spoken.slice(-guide.declarations.length)).toEqual(guide.declarations);
      expect(passages.every((p) => p.text.trim() !== '' && p.label.trim() !== '')).toBe(true);
    }
  });
});
