import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JournalCard } from './journal-card';

const PLACEHOLDER = 'Write your thoughts, prayers, and reflections here...';

describe('JournalCard', () => {
  it("uses the default title 'Journal Space' as the text area's label", () => {
    render(<JournalCard />);
    const box = screen.getByLabelText('Journal Space');
    expect(box).toBe(screen.getByRole('textbox', { name: 'Journal Space' }));
    expect(box.tagName).toBe('TEXTAREA');
  });

  it('labels the text area with a custom title', () => {
    render(<JournalCard title="Forgiveness Journal" />);
    expect(screen.getByRole('textbox', { name: 'Forgiveness Journal' })).toBeInTheDocument();
    expect(screen.queryByText('Journal Space')).not.toBeInTheDocument();
  });

  it('shows the exact placeholder', () => {
    render(<JournalCard />);
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBe(screen.getByRole('textbox'));
  });

  it('has a minimum height of 120px, from its feature stylesheet (no inline style, as CSP wants)', () => {
    const sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = readFileSync(join(import.meta.dirname, '../slots.css'), 'utf8');
    try {
      render(<JournalCard />);
      expect(screen.getByRole('textbox')).toHaveStyle({ minHeight: '120px' });
      expect(screen.getByRole('textbox')).not.toHaveAttribute('style');
    } finally {
      sheet.remove();
    }
  });

  it('keeps typed text locally when not controlled', async () => {
    const user = userEvent.setup();
    render(<JournalCard />);
    const box = screen.getByRole('textbox', { name: 'Journal Space' });
    await user.type(box, 'Lord, cleanse me.{Enter}Amen');
    expect(box).toHaveValue('Lord, cleanse me.\nAmen');
  });

  it('shows the given value and calls onChange when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<JournalCard value="Thank you" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Journal Space' });
    expect(box).toHaveValue('Thank you');
    await user.type(box, '!');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Thank you!');
    // The owner did not update the value, so the shown text stays the owner's.
    expect(box).toHaveValue('Thank you');
  });

  it('follows the owner when the owner updates the value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Owner() {
      const [text, setText] = useState('');
      return (
        <JournalCard
          value={text}
          onChange={(t) => {
            seen.push(t);
            setText(t.toUpperCase());
          }}
        />
      );
    }
    render(<Owner />);
    const box = screen.getByRole('textbox');
    await user.type(box, 'ab');
    expect(box).toHaveValue('AB');
    expect(seen).toEqual(['a', 'Ab']);
  });

  it('describes the text area with the prompt', () => {
    render(<JournalCard prompt="Who do you need to forgive?" />);
    expect(screen.getByText('Who do you need to forgive?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Journal Space' })).toHaveAccessibleDescription(
      'Who do you need to forgive?',
    );
  });

  it('has no description without a prompt', () => {
    render(<JournalCard />);
    const box = screen.getByRole('textbox');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).toHaveAccessibleDescription('');
  });

  it('gives each card its own label association', () => {
    render(
      <>
        <JournalCard title="Morning" />
        <JournalCard title="Evening" />
      </>,
    );
    const morning = screen.getByLabelText('Morning');
    const evening = screen.getByLabelText('Evening');
    expect(morning).not.toBe(evening);
  });
});
