import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ways from 'virtual:ways-of-fasting';
import { renderInRouter } from '@/testing/render-app';
import { wayStore } from '../lib/way-store';
import { WayChooser } from './way-chooser';
import { WaySelect } from './way-select';

describe('choosing a way of fasting', () => {
  it('is asked until chosen; the day’s line and the three choices follow one choice, kept on the device', async () => {
    // The day page's line and the journey's three choices, on one page.
    renderInRouter(<WaySelect />, <WayChooser />);
    const select = screen.getByRole('combobox', { name: 'Your way of fasting' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'partial');
    expect(screen.getByRole('radio', { name: new RegExp(ways.partial.name) })).toBeChecked();
    expect(wayStore.read()).toBe('partial');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(ways.nonFood.name) }));
    expect(select).toHaveValue('nonFood');
    expect(screen.getByRole('link', { name: 'Fasting safely' })).toHaveAttribute('href', '/safety');
  });

  it('reads back only a known way', () => {
    localStorage.setItem('prayer-fast:v1:way-of-fasting', JSON.stringify('feast'));
    expect(wayStore.read()).toBeNull();
    localStorage.setItem('prayer-fast:v1:way-of-fasting', JSON.stringify('full'));
    expect(wayStore.read()).toBe('full');
  });
});
