import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import rhythms from 'virtual:rhythms';
import { renderInRouter } from '@/testing/render-app';
import type { Rhythms } from '@/types/content';
import { rhythmStore } from '../lib/rhythm-store';
import { RHYTHMS, rhythmSlots } from '../lib/rhythms';
import { RhythmChooser } from './rhythm-chooser';
import { RhythmSelect } from './rhythm-select';

// The content's own rhythms (content/programme.json's, as the build gives them).
const offered = rhythms!;

describe('choosing a rhythm', () => {
  it('is every prayer time until chosen; the day’s line and the three choices follow one choice, kept on the device', async () => {
    // The day page's line and the journey's three choices, on one page.
    renderInRouter(<RhythmSelect />, <RhythmChooser />);
    const select = screen.getByRole('combobox', { name: 'Your rhythm' });
    expect(select).toHaveValue('every');
    expect(screen.getByRole('group', { name: 'Choose your rhythm of prayer' })).toBeInTheDocument();
    const radio = (key: keyof Rhythms) => screen.getByRole('radio', { name: new RegExp(offered[key].name) });
    expect(radio('every')).toBeChecked();
    expect(rhythmStore.read()).toBeNull();

    await userEvent.selectOptions(select, 'once');
    expect(radio('once')).toBeChecked();
    expect(rhythmStore.read()).toBe('once');
    await userEvent.click(radio('twice'));
    expect(select).toHaveValue('twice');
    expect(rhythmStore.read()).toBe('twice');
    // Each choice says what it asks (content's words).
    expect(screen.getByText(offered.once.description)).toBeInTheDocument();
  });

  it('reads back only a known rhythm', () => {
    localStorage.setItem('prayer-fast:v1:rhythm', JSON.stringify('thrice'));
    expect(rhythmStore.read()).toBeNull();
    localStorage.setItem('prayer-fast:v1:rhythm', 'not json');
    expect(rhythmStore.read()).toBeNull();
    localStorage.setItem('prayer-fast:v1:rhythm', JSON.stringify('once'));
    expect(rhythmStore.read()).toBe('once');
  });
});

describe('a rhythm’s slots', () => {
  it('are the content’s; every slot for every prayer time, no choice, or a programme without rhythms', () => {
    expect(RHYTHMS).toEqual(Object.keys(offered));
    expect(offered.once.slots).toHaveLength(1);
    expect(rhythmSlots({ rhythms: offered }, 'twice')).toEqual(offered.twice.slots);
    expect(rhythmSlots({ rhythms: offered }, 'once')).toEqual(offered.once.slots);
    expect(rhythmSlots({ rhythms: offered }, 'every')).toBeNull();
    expect(rhythmSlots({ rhythms: offered }, null)).toBeNull();
    expect(rhythmSlots({}, 'once')).toBeNull();
  });
});
