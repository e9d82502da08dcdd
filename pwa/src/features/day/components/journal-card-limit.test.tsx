import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOURNAL_MAX_CHARS } from '@/types/api';
import { COUNT_ANNOUNCE_DELAY_MS, JournalCard, JOURNAL_NEAR_LIMIT } from './journal-card';

/** A journal kept by its owner, starting with `initial`. */
function Owner({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <JournalCard prompt="What did you hear?" value={text} onChange={setText} />;
}

const box = () => screen.getByRole('textbox', { name: 'Journal Space' });
const counter = (container: HTMLElement) => container.querySelector('.journal__count')!;
const announcer = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

afterEach(() => vi.useRealTimers());

describe('the journal’s limit', () => {
  it('takes no more than the service accepts', async () => {
    const user = userEvent.setup();
    render(<Owner initial={'x'.repeat(JOURNAL_MAX_CHARS - 1)} />);
    expect(box()).toHaveAttribute('maxLength', String(JOURNAL_MAX_CHARS));
    await user.type(box(), 'abc');
    expect(box()).toHaveValue(`${'x'.repeat(JOURNAL_MAX_CHARS - 1)}a`);
  });

  it('shows no count until 90% of the limit, on a line kept for it', () => {
    const { container } = render(<Owner initial={'x'.repeat(JOURNAL_NEAR_LIMIT - 1)} />);
    expect(JOURNAL_NEAR_LIMIT).toBe(Math.ceil(JOURNAL_MAX_CHARS * 0.9));
    expect(counter(container)).toBeInTheDocument();
    expect(counter(container)).toHaveTextContent(/^$/);
    expect(box()).toHaveAccessibleDescription('What did you hear?');
  });

  it('from 90% on, shows the characters used of the limit, read with the text area', () => {
    const { container } = render(<Owner initial={'x'.repeat(9412)} />);
    expect(counter(container)).toHaveTextContent(/^9,412 of 10,000 characters$/);
    expect(box()).toHaveAccessibleDescription('What did you hear? 9,412 of 10,000 characters');
  });

  it('announces the count politely once typing pauses, not at every key nor when the page opens', () => {
    vi.useFakeTimers();
    const initial = 'x'.repeat(9410);
    const { container } = render(<Owner initial={initial} />);
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS * 2));
    expect(announcer(container)).toHaveTextContent(/^$/);

    for (const typed of ['a', 'ab']) {
      fireEvent.change(box(), { target: { value: initial + typed } });
      act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS / 2));
    }
    expect(counter(container)).toHaveTextContent('9,412 of 10,000 characters');
    expect(announcer(container)).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS / 2));
    expect(announcer(container)).toHaveTextContent(/^9,412 of 10,000 characters$/);
  });

  it('says so when a text kept from before the limit is too long to send', () => {
    const { container } = render(<Owner initial={'x'.repeat(JOURNAL_MAX_CHARS + 250)} />);
    expect(counter(container)).toHaveTextContent('10,250 of 10,000 characters: too long to send, please shorten it');
  });
});
