import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { SummaryQueued, SummaryRequest } from '@/types/api';
import { ApiError } from '@/lib/api';
import { SummaryPanel, type SummaryItem } from './summary-panel';

const SENT = { id: '0190f1c2-0000-7000-8000-000000000000', delivery: 'sending' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const THEME = 'Active Cleansing & Radical Forgiveness';

type Send = (summary: SummaryRequest, idempotencyKey: string) => Promise<SummaryQueued>;

const completed: SummaryItem[] = [
  { key: 'opening', label: '6:00 AM — Opening Consecration' },
  { key: 'afternoon', label: '3:00 PM — Afternoon Activation' },
];

const journals = [
  { key: '6am', label: '6:00 AM Opening Consecration', text: 'I forgive my brother.' },
  { key: '9am', label: '9:00 AM Morning Reflection', text: '   \n ' },
  { key: '3pm', label: '3:00 PM Afternoon Activation', text: '' },
];

function renderPanel(props: {
  send?: Send;
  completed?: SummaryItem[];
  journals?: (SummaryItem & { text: string })[];
}) {
  const send = props.send ?? vi.fn<Send>().mockResolvedValue(SENT);
  render(
    <ToastProvider>
      <SummaryPanel
        dayNumber={3}
        theme={THEME}
        completed={props.completed ?? []}
        journals={props.journals ?? []}
        send={send}
      />
    </ToastProvider>,
  );
  return {
    send,
    input: screen.getByRole('textbox', { name: 'Your email address' }),
    button: screen.getByRole('button', { name: 'Send Summary' }),
  };
}

function deferred() {
  let resolve!: (answer?: SummaryQueued) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<SummaryQueued>((res, rej) => {
    resolve = (answer = SENT) => res(answer);
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SummaryPanel content', () => {
  it("shows 'No activities completed yet' when nothing is completed", () => {
    renderPanel({});
    expect(screen.getByRole('heading', { name: 'Email Your Daily Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed Activities' })).toBeInTheDocument();
    expect(screen.getByText('No activities completed yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the completed activity labels in order', () => {
    renderPanel({ completed });
    expect(screen.queryByText('No activities completed yet')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '6:00 AM — Opening Consecration',
      '3:00 PM — Afternoon Activation',
    ]);
  });

  it("has no 'Journal Entries' section when every journal is empty or whitespace", () => {
    renderPanel({ journals: journals.slice(1) });
    expect(screen.queryByRole('heading', { name: 'Journal Entries' })).not.toBeInTheDocument();
    expect(screen.queryByText('9:00 AM Morning Reflection')).not.toBeInTheDocument();
  });

  it("shows 'Journal Entries' with only the journals that have text", () => {
    renderPanel({ journals });
    expect(screen.getByRole('heading', { name: 'Journal Entries' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('6:00 AM Opening Consecration');
    expect(screen.getByRole('definition')).toHaveTextContent('I forgive my brother.');
    expect(screen.queryByText('9:00 AM Morning Reflection')).not.toBeInTheDocument();
    expect(screen.queryByText('3:00 PM Afternoon Activation')).not.toBeInTheDocument();
  });
});

describe('SummaryPanel sending', () => {
  it.each([
    ['empty', ''],
    ['no @', 'me.example.com'],
    ['no dot in the domain', 'me@example'],
    ['a space', 'me @example.com'],
    ['256 characters', `${'a'.repeat(256 - '@example.com'.length)}@example.com`],
  ])('rejects an address with %s: destructive toast and no send', async (_label, value) => {
    const user = userEvent.setup();
    const { send, input, button } = renderPanel({ completed });
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
    expect(input).toHaveValue(value);
    await user.click(button);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Invalid Email')).toBeInTheDocument();
    expect(within(alert).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(input).toHaveValue(value);
  });

  it('sends exactly the summary with a trimmed email and a UUID idempotency key', async () => {
    const user = userEvent.setup();
    const { send, input, button } = renderPanel({ completed, journals });
    // An email input already drops surrounding spaces from its value (jsdom and browsers alike),
    // so the panel's own trim is covered in validate-email.test.ts; here the sent address must be bare.
    await user.type(input, '  me@example.com  ');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    const [summary, key] = vi.mocked(send).mock.calls[0]!;
    expect(summary).toStrictEqual({
      email: 'me@example.com',
      dayNumber: 3,
      theme: THEME,
      completedSlots: ['opening', 'afternoon'],
      journals: { '6am': 'I forgive my brother.' },
    });
    expect(key).toMatch(UUID);
  });

  it('sends empty lists when nothing is completed or written', async () => {
    const user = userEvent.setup();
    const { send, input } = renderPanel({ journals: journals.slice(1) });
    await user.type(input, 'me@example.com{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith(
      { email: 'me@example.com', dayNumber: 3, theme: THEME, completedSlots: [], journals: {} },
      expect.stringMatching(UUID),
    );
  });

  it('uses a fresh idempotency key for each send', async () => {
    const user = userEvent.setup();
    const { send, input, button } = renderPanel({});
    await user.type(input, 'me@example.com');
    await user.click(button);
    await user.type(input, 'me@example.com');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    const keys = vi.mocked(send).mock.calls.map((call) => call[1]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("reads 'Sending...' and is disabled while the send is pending, then confirms and clears", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn<Send>().mockReturnValue(pending.promise);
    const { input, button } = renderPanel({ send, completed });
    await user.type(input, 'me@example.com');
    await user.click(button);

    expect(button).toHaveAccessibleName('Sending...');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send Summary' })).not.toBeInTheDocument();
    // A second click while pending does nothing.
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();

    await act(async () => pending.resolve());

    expect(button).toHaveAccessibleName('Send Summary');
    expect(button).toBeEnabled();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Email Sent!')).toBeInTheDocument();
    expect(within(status).getByText('Your daily summary has been sent to your email.')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('does not send again when Enter is pressed while a send is pending', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn<Send>().mockReturnValue(pending.promise);
    const { input } = renderPanel({ send });
    await user.type(input, 'me@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
  });

  it("shows 'Failed to Send' and keeps the address when the send rejects", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn<Send>().mockReturnValue(pending.promise);
    const { input, button } = renderPanel({ send, completed });
    await user.type(input, 'me@example.com');
    await user.click(button);
    expect(button).toBeDisabled();

    await act(async () => pending.reject(new Error('HTTP 500')));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to Send')).toBeInTheDocument();
    expect(
      within(alert).getByText('There was an error sending your summary. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    expect(input).toHaveValue('me@example.com');
    expect(button).toHaveAccessibleName('Send Summary');
    expect(button).toBeEnabled();
  });

  it('keeps the summary to send later when offline, says so, and clears the address', async () => {
    const user = userEvent.setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { send, input, button } = renderPanel({ completed, journals });
      await user.type(input, 'me@example.com');
      await user.click(button);
      expect(send).not.toHaveBeenCalled();
      const status = screen.getByRole('status');
      expect(within(status).getByText('Saved to Send Later')).toBeInTheDocument();
      expect(
        within(status).getByText("You're offline. Your summary will be sent when you're back online."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('Failed to Send');
      expect(input).toHaveValue('');
      const kept = JSON.parse(localStorage.getItem('prayer-fast:v1:summary-outbox') ?? '[]');
      expect(kept).toHaveLength(1);
      expect(kept[0].summary.email).toBe('me@example.com');
      expect(kept[0].key).toMatch(UUID);
    } finally {
      onLine.mockRestore();
      localStorage.clear();
    }
  });

  it('tries again with the same key when the service does not answer, then keeps it under that key', async () => {
    // Time also runs on by itself, so Testing Library's own 0 ms waits still end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const send = vi.fn<Send>().mockRejectedValue(new ApiError('The operation timed out'));
      const { input, button } = renderPanel({ send, completed });
      await user.type(input, 'me@example.com');
      await user.click(button);
      expect(button).toHaveAccessibleName('Sending...');
      await act(() => vi.advanceTimersByTimeAsync(4_000));

      const keys = send.mock.calls.map((call) => call[1]);
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(UUID);
      expect(keys).toEqual([keys[0], keys[0], keys[0]]);
      const kept = JSON.parse(localStorage.getItem('prayer-fast:v1:summary-outbox') ?? '[]');
      expect(kept.map((e: { key: string }) => e.key)).toEqual([keys[0]]);
      const status = screen.getByRole('status');
      expect(within(status).getByText('Saved to Send Later')).toBeInTheDocument();
      expect(
        within(status).getByText("We couldn't reach the service. Your summary will be sent automatically when the connection is better."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('Failed to Send');
      expect(input).toHaveValue('');
    } finally {
      vi.useRealTimers();
      localStorage.clear();
    }
  });

  it('sends once more with the same key after a timeout, and confirms when that one is answered', async () => {
    // Time also runs on by itself, so Testing Library's own 0 ms waits still end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const send = vi.fn<Send>().mockRejectedValueOnce(new ApiError('The operation timed out')).mockResolvedValue(SENT);
      const { input, button } = renderPanel({ send, completed });
      await user.type(input, 'me@example.com');
      await user.click(button);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(send.mock.calls.map((call) => call[1])).toEqual([send.mock.calls[0]![1], send.mock.calls[0]![1]]);
      expect(within(screen.getByRole('status')).getByText('Email Sent!')).toBeInTheDocument();
      expect(localStorage.getItem('prayer-fast:v1:summary-outbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says to check the inbox when the address must be confirmed first', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>().mockResolvedValue({ id: 'x', delivery: 'awaiting_confirmation' });
    const { input, button } = renderPanel({ send, completed });
    await user.type(input, 'ruth@church.org');
    await user.click(button);
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Check your inbox to confirm your address')).toBeInTheDocument();
    expect(
      within(status).getByText(
        'We sent a short e-mail to ruth@church.org. Open it and tap Confirm: your summary will follow, and later summaries from this device go straight to your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it("shows the service's words when it asks the member to wait (429)", async () => {
    const user = userEvent.setup();
    const message = 'A confirmation e-mail was already sent to this address today. Please open it to confirm your address, or try again tomorrow.';
    const send = vi.fn<Send>().mockRejectedValue(new ApiError(message, 429));
    const { input, button } = renderPanel({ send });
    await user.type(input, 'ruth@church.org');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to Send')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(input).toHaveValue('ruth@church.org');
  });

  it('says when the send-later queue is full and keeps the typed address', async () => {
    const user = userEvent.setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const waiting = Array.from({ length: 20 }, (_, i) => ({
        key: `k${i}`,
        queuedAt: i,
        summary: { email: `m${i}@example.org`, dayNumber: 3, theme: THEME, completedSlots: [], journals: {} },
      }));
      localStorage.setItem('prayer-fast:v1:summary-outbox', JSON.stringify(waiting));
      const { input, button } = renderPanel({ completed });
      await user.type(input, 'me@example.com');
      await user.click(button);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Too Many Waiting')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'This device is already keeping 20 summaries to send later. Connect to the internet so they can go out, then try again.',
        ),
      ).toBeInTheDocument();
      expect(input).toHaveValue('me@example.com');
      const kept = JSON.parse(localStorage.getItem('prayer-fast:v1:summary-outbox') ?? '[]');
      expect(kept.map((e: { key: string }) => e.key)).toEqual(waiting.map((e) => e.key));
    } finally {
      onLine.mockRestore();
      localStorage.clear();
    }
  });
});
