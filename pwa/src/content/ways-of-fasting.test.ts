import { describe, expect, it } from 'vitest';
import ways from 'virtual:ways-of-fasting';
import { formatClockTime } from '@/lib/clock-time';
import { guideDays, loadDayGuide, programme } from './programme';
import { dayWay, foodTips, WAYS } from './ways-of-fasting';
import { FOOD_WAYS } from '@/types/content';

const guides = await Promise.all(guideDays.map(loadDayGuide));
const withHours = guides.find((g) => g.fastHours)!;
const withoutHours = guides.find((g) => !g.fastHours);

describe('a day for the member’s way of fasting', () => {
  it('before any choice: the guide as written, with the first way’s health tips', () => {
    const way = dayWay(withHours, programme, ways, null);
    expect(way).toEqual({ tips: [...(withHours.sustaining.foodTips ?? []), ...Object.values(ways[WAYS[0]!].tips)] });
  });

  it.each(WAYS)('%s: its own hours (with the day’s close), countdown words, close and tips', (name) => {
    const way = dayWay(withHours, programme, ways, name);
    expect(way.fastHours).toContain(formatClockTime(withHours.close.time));
    expect(way.fastHours).not.toContain('{');
    expect(way.countdown).toEqual(ways[name].countdown);
    expect(way.close).toEqual(ways[name].closeCard);
    expect(way.tips.slice(-3)).toEqual([ways[name].tips.breakFast, ways[name].tips.dizziness, ways[name].tips.medication]);
  });

  it('a day whose guide shows no hours shows none for any way', () => {
    expect(withoutHours, 'the sample has days that show no hours').toBeDefined();
    for (const name of WAYS) expect(dayWay(withoutHours!, programme, ways, name).fastHours).toBeUndefined();
  });

  it('the three ways say different things', () => {
    expect(new Set(WAYS.map((w) => ways[w].fastHours)).size).toBe(3);
    expect(new Set(WAYS.map((w) => ways[w].tips.breakFast)).size).toBe(3);
  });

  it('a hunger line (a day’s food tip) is shown only to a member fasting from food, never on a non-food fast', () => {
    const withFood = guides.filter((g) => (g.sustaining.foodTips ?? []).length > 0);
    expect(withFood.length, 'the sample has days with food tips').toBeGreaterThan(0);
    expect(WAYS.filter((w) => !FOOD_WAYS.includes(w))).toEqual(['nonFood']);
    for (const guide of withFood) {
      const food = guide.sustaining.foodTips!;
      const nonFood = dayWay(guide, programme, ways, 'nonFood').tips;
      expect(food.some((tip) => nonFood.includes(tip)), `day ${guide.day}`).toBe(false);
      expect(foodTips(guide.sustaining, 'nonFood')).toEqual([]);
      for (const way of [...FOOD_WAYS, null]) expect(dayWay(guide, programme, ways, way).tips.slice(0, food.length)).toEqual(food);
    }
  });
});
