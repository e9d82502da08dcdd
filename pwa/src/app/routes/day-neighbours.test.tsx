// Going on from a day opens the next at once (the days either side load while a day is read): the
// page never stands empty, waiting to show the next guide. Facts from content/.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guideDays, loadDayGuide } from '@/content/programme';
import { renderAppAt } from '@/testing/render-app';
import { dayPath } from '@/lib/page-files';
import * as m from 'virtual:messages/day';

describe('the day links', () => {
  it('open the next day and the previous one without an empty page between', async () => {
    const [first, second] = guideDays;
    const [one, two] = await Promise.all([loadDayGuide(first!), loadDayGuide(second!)]);
    const user = userEvent.setup();
    renderAppAt(dayPath(first!));
    await screen.findByRole('heading', { level: 1, name: one!.theme }, { timeout: 20_000 });

    // Every page the app shows while a guide is on its way: an empty, busy main.
    let emptyPages = 0;
    const watch = new MutationObserver(() => {
      if (document.querySelector('main[aria-busy="true"]')) emptyPages++;
    });
    watch.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      const links = () => screen.getByRole('navigation', { name: m.dayOtherDays });
      await user.click(within(links()).getByRole('link', { name: m.dayNumber({ day: second! }) }));
      await screen.findByRole('heading', { level: 1, name: two!.theme });
      await user.click(within(links()).getByRole('link', { name: m.dayNumber({ day: first! }) }));
      await screen.findByRole('heading', { level: 1, name: one!.theme });
    } finally {
      watch.disconnect();
    }
    expect(emptyPages).toBe(0);
  });
});
