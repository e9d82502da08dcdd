// What the SummaryPanel tests share: the panel rendered with a stubbed sender, and sample items.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { SummaryQueued } from '@/types/api';
import type { RhythmKey } from '@/types/content';
import type { Send } from '@/features/summary/lib/summary-outbox';
import { guideDays, loadDayGuide } from '@/content/programme';
import { formatClockTime } from '@/lib/clock-time';
import { SummaryPanel, type SummaryItem } from './summary-panel';

export const SENT = { id: '0190f1c2-0000-7000-8000-000000000000', delivery: 'sending' } as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A day with three journals, as content/ has it: the panel is shown its ticks and journals. */
export const DAY = (await Promise.all(guideDays.map((day) => loadDayGuide(day)))).find(
  (guide) => guide.slots.filter((slot) => slot.journal).length >= 3,
)!;
export const THEME = DAY.theme;
const [first, second, third] = DAY.slots.filter((slot) => slot.journal).map((slot) => ({ ...slot, at: formatClockTime(slot.time) }));

export type { Send };

/** Its first and third journalled slots, ticked. */
export const completed: SummaryItem[] = [first!, third!].map((slot) => ({ key: slot.key, label: `${slot.at} — ${slot.title}` }));

/** Its journals: the first written, the second only blank space, the third empty. */
export const journals = [
  { key: first!.journal!.key, label: `${first!.at} ${first!.title}`, text: 'I forgive my brother.' },
  { key: second!.journal!.key, label: `${second!.at} ${second!.title}`, text: '   \n ' },
  { key: third!.journal!.key, label: `${third!.at} ${third!.title}`, text: '' },
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
        dayNumber={DAY.day}
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
