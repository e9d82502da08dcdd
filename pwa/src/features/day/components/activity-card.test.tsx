import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@/types/content';
import { ActivityCard } from './activity-card';

const fullSlot: Slot = {
  key: 'opening',
  time: '06:00',
  title: 'Opening Consecration',
  subtitle: 'A clean heart at first light',
  icon: 'sunrise',
  scripture: {
    reference: 'Psalm 51:10-12',
    text: 'Create in me a clean heart, God. Renew a right spirit within me.',
  },
  prayerFocus: 'Offer the whole day to God.',
  actionStep: 'Kneel quietly for five minutes.',
  journal: { key: '6am', prompt: 'What names surfaced as you prayed?' },
  declaration: 'I offer this day to God.',
  closingPrayer: 'Lord, keep me faithful through this fast.',
};

const bareSlot: Slot = {
  key: 'midday',
  time: '12:00',
  title: 'Midday Intercession',
  subtitle: 'Standing in the gap',
  icon: 'sun',
};

const CHECKBOX_NAME = 'Mark 6:00 AM Opening Consecration complete';

describe('ActivityCard', () => {
  it('shows the time in 12-hour form, the title and the subtitle', () => {
    render(<ActivityCard slot={fullSlot} />);
    const time = screen.getByText('6:00 AM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '06:00');
    expect(screen.getByRole('heading', { name: 'Opening Consecration' })).toBeInTheDocument();
    expect(screen.getByText('A clean heart at first light')).toBeInTheDocument();
  });

  it('formats afternoon and noon times', () => {
    render(
      <>
        <ActivityCard slot={{ ...bareSlot, key: 'a', time: '15:00', title: 'Afternoon Activation' }} />
        <ActivityCard slot={{ ...bareSlot, key: 'b', time: '12:00', title: 'Midday Intercession' }} />
      </>,
    );
    expect(screen.getByText('3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('12:00 PM')).toBeInTheDocument();
  });

  it('is an article named by its title whose id is the slot key', () => {
    render(<ActivityCard slot={fullSlot} />);
    const card = screen.getByRole('article', { name: 'Opening Consecration' });
    expect(card).toHaveAttribute('id', 'opening');
  });

  it("shows the scripture as 'Read {reference}' with the verse text", () => {
    render(<ActivityCard slot={fullSlot} />);
    expect(screen.getByRole('heading', { name: 'Scripture' })).toBeInTheDocument();
    expect(screen.getByText('Read Psalm 51:10-12')).toBeInTheDocument();
    expect(
      screen.getByText('Create in me a clean heart, God. Renew a right spirit within me.'),
    ).toBeInTheDocument();
  });

  it('shows Prayer Focus, Action Step, Journaling, Declaration and Closing Prayer sections', () => {
    render(<ActivityCard slot={fullSlot} />);
    for (const name of ['Prayer Focus', 'Action Step', 'Journaling', 'Declaration', 'Closing Prayer']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Offer the whole day to God.')).toBeInTheDocument();
    expect(screen.getByText('Kneel quietly for five minutes.')).toBeInTheDocument();
    expect(screen.getByText('Lord, keep me faithful through this fast.')).toBeInTheDocument();
    const journal = screen.getByRole('textbox', { name: 'Journal Space' });
    expect(journal).toHaveAccessibleDescription('What names surfaced as you prayed?');
  });

  it('shows the declaration in curly quotation marks', () => {
    render(<ActivityCard slot={fullSlot} />);
    expect(screen.getByText('“I offer this day to God.”')).toBeInTheDocument();
  });

  it('uses the journal title when the slot gives one', () => {
    render(<ActivityCard slot={{ ...fullSlot, journal: { key: '6am', prompt: 'p', title: 'Release Journal' } }} />);
    expect(screen.getByRole('textbox', { name: 'Release Journal' })).toBeInTheDocument();
  });

  it('leaves out sections the slot does not have', () => {
    render(<ActivityCard slot={bareSlot} />);
    const card = screen.getByRole('article', { name: 'Midday Intercession' });
    for (const name of ['Scripture', 'Prayer Focus', 'Action Step', 'Journaling', 'Declaration', 'Closing Prayer']) {
      expect(within(card).queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(within(card).queryByText(/^Read /)).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    // Only the title heading remains.
    expect(within(card).getAllByRole('heading')).toHaveLength(1);
  });

  it('has a checkbox with an accessible name naming the time and title', () => {
    render(<ActivityCard slot={fullSlot} />);
    expect(screen.getByRole('checkbox', { name: CHECKBOX_NAME })).not.toBeChecked();
  });

  it('toggles its own checkbox when not controlled', async () => {
    const user = userEvent.setup();
    render(<ActivityCard slot={fullSlot} />);
    const box = screen.getByRole('checkbox', { name: CHECKBOX_NAME });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('toggles with the keyboard (Space)', async () => {
    const user = userEvent.setup();
    render(<ActivityCard slot={fullSlot} />);
    const box = screen.getByRole('checkbox', { name: CHECKBOX_NAME });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('calls onToggleComplete and does not toggle by itself when controlled', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(<ActivityCard slot={fullSlot} isCompleted={false} onToggleComplete={onToggle} />);
    const box = screen.getByRole('checkbox', { name: CHECKBOX_NAME });
    await user.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(box).not.toBeChecked();

    rerender(<ActivityCard slot={fullSlot} isCompleted onToggleComplete={onToggle} />);
    expect(box).toBeChecked();
    await user.click(box);
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(box).toBeChecked();
  });

  it('passes the journal text through and reports edits with the journal key', async () => {
    const user = userEvent.setup();
    const onJournalChange = vi.fn();
    render(<ActivityCard slot={fullSlot} journalText="Mercy" onJournalChange={onJournalChange} />);
    const journal = screen.getByRole('textbox', { name: 'Journal Space' });
    expect(journal).toHaveValue('Mercy');
    await user.type(journal, '!');
    expect(onJournalChange).toHaveBeenCalledWith('6am', 'Mercy!');
  });
});
