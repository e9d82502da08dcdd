import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { queued, tallyStore } from '../lib/tally-store';
import { TALLY_CHOICE, TallySwitch } from './tally-switch';

const show = () => renderInRouter(<TallySwitch />, <TallySwitch />);

describe('TallySwitch', () => {
  it('is off until chosen, and every switch on the page follows one choice, kept on the device', async () => {
    show();
    const [one, two] = screen.getAllByRole('checkbox', { name: TALLY_CHOICE });
    expect(one).not.toBeChecked();
    await userEvent.click(one!);
    expect(two).toBeChecked();
    expect(tallyStore.read().counted).toBe(true);
    expect(screen.getAllByRole('link', { name: 'More on privacy' })[0]).toHaveAttribute('href', '/privacy');
  });

  it('turned off, forgets the day tokens and the ticks still waiting', async () => {
    tallyStore.write(queued({ counted: true, tokens: {}, pending: [] }, '2026-10-01', 3, [{ slot: 'opening', counted: true }]));
    show();
    await userEvent.click(screen.getAllByRole('checkbox', { name: TALLY_CHOICE })[0]!);
    expect(tallyStore.read()).toEqual({ counted: false, tokens: {}, pending: [] });
  });
});
