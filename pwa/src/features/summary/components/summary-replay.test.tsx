import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { LANG } from '@/lib/language';
import { loadQueue, sendOrQueue, type Send } from '@/features/summary/lib/summary-outbox';
import { dayIndex } from '@/content/day-index';
import { SummaryReplay } from './summary-replay';

const SENT = { id: '0190f1c2-0000-7000-8000-000000000000', delivery: 'sending' } as const;

/** A day with a guide, as content/ has it. */
const day = dayIndex[0]!;
const summary = {
  email: 'a@example.org',
  dayNumber: day.day,
  theme: day.theme,
  completedSlots: [],
  journals: {},
};

afterEach(() => localStorage.clear());

function renderReplay(send: Send) {
  render(
    <ToastProvider>
      <SummaryReplay send={send} />
    </ToastProvider>,
  );
}

/** A kept summary whose first send fails with `message` (not reached); resolves once it was tried. */
async function keptAndFailedOnce(message: string) {
  await sendOrQueue(summary, 'k1', vi.fn(), () => false);
  const send = vi.fn<Send>().mockRejectedValueOnce(new ApiError(message)).mockResolvedValue(SENT);
  renderReplay(send);
  await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  return send;
}

describe('SummaryReplay', () => {
  it('sends what was kept when the app opens, and confirms', async () => {
    await sendOrQueue(summary, 'k1', vi.fn(), () => false);
    const send = vi.fn<Send>().mockResolvedValue(SENT);
    renderReplay(send);
    expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
    expect(screen.getByText('Your daily summary has been sent to your email.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledExactlyOnceWith(summary, 'k1', LANG);
    expect(loadQueue()).toEqual([]);
  });

  it('waits while still offline and sends when the device is back online', async () => {
    const send = await keptAndFailedOnce('Failed to fetch');
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    expect(loadQueue()).toHaveLength(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toBe('k1');
  });

  it("says 'Failed to Send' when the service refuses a kept summary", async () => {
    await sendOrQueue(summary, 'k1', vi.fn(), () => false);
    renderReplay(vi.fn<Send>().mockRejectedValue(new ApiError('Day 7 has no guide', 400)));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Failed to Send')).toBeInTheDocument();
  });

  it('does nothing when nothing is waiting', async () => {
    const send = vi.fn<Send>();
    renderReplay(send);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('says to check the inbox when a kept summary waits for its address to be confirmed', async () => {
    await sendOrQueue(summary, 'k1', vi.fn(), () => false);
    const send = vi.fn<Send>().mockResolvedValue({ id: 'x', delivery: 'awaiting_confirmation' });
    renderReplay(send);
    expect(await screen.findByText('Check your inbox to confirm your address')).toBeInTheDocument();
    expect(screen.getByText(/^We sent a short e-mail to a@example\.org\. Open its link on this device/)).toBeInTheDocument();
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    // Kept until confirmed, and not announced again on the next replay.
    expect(loadQueue()).toMatchObject([{ key: 'k1', awaiting: true }]);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText('Check your inbox to confirm your address')).toHaveLength(1);
  });

  it('tries again when the member comes back to the app (the service was out of reach)', async () => {
    const send = await keptAndFailedOnce('The operation timed out');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
      expect(send.mock.calls.map((c) => c[1])).toEqual(['k1', 'k1']);
      expect(loadQueue()).toEqual([]);
    } finally {
      visibility.mockRestore();
    }
  });
});
