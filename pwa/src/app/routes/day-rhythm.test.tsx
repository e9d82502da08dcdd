// The day route follows the rhythm chosen on its own line (issue 44): Day 3 once a day, then every
// prayer time again with every tick kept. Facts from content/.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import rhythms from 'virtual:rhythms';
import { renderAppAt } from '@/testing/render-app';

describe('/day/3 in a rhythm', () => {
  it('changes to the short path once a day, and back to every prayer time with its ticks', async () => {
    const user = userEvent.setup();
    renderAppAt('/day/3');
    const select = await screen.findByRole('combobox', { name: 'Your rhythm' }, { timeout: 20_000 });
    const morning = await screen.findByRole('checkbox', { name: 'Mark 9:00 AM Morning Reflection complete' });
    await user.click(morning);

    await user.selectOptions(select, 'once');
    const tick = screen.getByRole('checkbox', { name: 'I prayed today' });
    // The tick made before counts beside the path's.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('1 of 2 prayer times');
    await user.click(tick);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2 of 2 prayer times');
    expect(screen.getByRole('option', { name: rhythms!.once.name })).toHaveProperty('selected', true);

    await user.selectOptions(select, 'every');
    expect(screen.queryByRole('checkbox', { name: 'I prayed today' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Mark 9:00 AM Morning Reflection complete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mark 6:00 AM Opening Consecration complete' })).toBeChecked();
    expect(within(screen.getByRole('contentinfo')).getByText('Day 3 of 40 Days')).toBeInTheDocument();
  });
});
