// What the SummaryPanel tests share: the panel rendered with a stubbed sender, and sample items.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { SummaryQueued } from '@/types/api';
import type { RhythmKey } from '@/types/content';
import type { Send } from '@/features/summary/lib/summary-outbox';
import { SummaryPanel, type SummaryItem } from './summary-panel';

export const SENT = { id: '0190f1c2-0000-7000-8000-000000000000', delivery: 'sending' } as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const THEME = 'Active Cleansing & Radical Forgiveness';

export type { Send };

export const completed: SummaryItem[] = [
  { key: 'opening', label: '6:00 AM — Opening Consecration' },
  { key: 'afternoon', label: '3:00 PM — Afternoon Activation' },
];

export const journals = [
  { key: '6am', label: '6:00 AM Opening Consecration', text: 'I forgive my brother.' },
  { key: '9am', label: '9:00 AM Morning Reflection', text: '   \n ' },
  { key: '3pm', label: '3:00 PM Afternoon Activation', text: '' },
];

export function renderPanel(props: {
  send?: Send;
  completed?: SummaryItem[];
  journals?: (SummaryItem & { text: string })[];
  rhythm?: RhythmKey;
}) {
  const send = props.send ?? vi.fn<Send>().mockResolvedValue(SENT);
  render(
    <ToastProvider>
      <SummaryPanel
        dayNumber={3}
        theme={THEME}
        completed={props.completed ?? []}
        journals={props.journals ?? []}
        rhythm={props.rhythm}
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

export function deferred() {
  let resolve!: (answer?: SummaryQueued) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<SummaryQueued>((res, rej) => {
    resolve = (answer = SENT) => res(answer);
    reject = rej;
  });
  return { promise, resolve, reject };
}


/** Runs `test` with fake timeouts that also run on by themselves (so Testing Library's own
 *  0 ms waits still end), and a user whose typing advances them. */
export async function withFakeTimeouts(test: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    await test(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
  } finally {
    vi.useRealTimers();
    localStorage.clear();
  }
}

/** Renders the panel, types `address` and taps Send Summary. */
export async function sendAs(address: string, props: Parameters<typeof renderPanel>[0] = {}) {
  const user = userEvent.setup();
  const panel = renderPanel(props);
  await user.type(panel.input, address);
  await user.click(panel.button);
  return { ...panel, user };
}

/** Sends, while the send stays pending until the test settles it. */
export async function sendPending() {
  const pending = deferred();
  const send = vi.fn<Send>().mockReturnValue(pending.promise);
  return { ...(await sendAs('me@example.com', { send, completed })), pending };
}

/** The panel said the summary is kept to send later, with `description`, and reported no failure. */
export function expectSavedForLater(description: string) {
  const status = screen.getByRole('status');
  expect(within(status).getByText('Saved to Send Later')).toBeInTheDocument();
  expect(within(status).getByText(description)).toBeInTheDocument();
  expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('Failed to Send');
}

/** A toast (`status`, or `alert` for a failure) with this title and text appears. */
export async function expectToast(role: 'status' | 'alert', title: string, description: string) {
  const toast = await screen.findByRole(role);
  expect(within(toast).getByText(title)).toBeInTheDocument();
  expect(within(toast).getByText(description)).toBeInTheDocument();
}
