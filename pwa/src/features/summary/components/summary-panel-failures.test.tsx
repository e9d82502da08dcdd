import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { loadQueue } from '@/features/summary/lib/summary-outbox';
import { DAY, SENT, THEME, UUID, completed, journals, expectSavedForLater, expectToast, renderPanel, sendAs, sendPending, withFakeTimeouts, type Send } from './summary-panel.fixtures';

describe('SummaryPanel when a send does not go through', () => {
  it("shows 'Failed to Send' and keeps the address when the send rejects", async () => {
    const { input, button, pending } = await sendPending();
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
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { send, input } = await sendAs('me@example.com', { completed, journals });
      expect(send).not.toHaveBeenCalled();
      expectSavedForLater("You're offline. Your summary will be sent when you're back online.");
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

  it('tries again with the same key when the service does not answer, then keeps it under that key', () =>
    withFakeTimeouts(async (user) => {
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
      expectSavedForLater("We couldn't reach the service. Your summary will be sent automatically when the connection is better.");
      expect(input).toHaveValue('');
    }));

  it('sends once more with the same key after a timeout, and confirms when that one is answered', () =>
    withFakeTimeouts(async (user) => {
      const send = vi.fn<Send>().mockRejectedValueOnce(new ApiError('The operation timed out')).mockResolvedValue(SENT);
      const { input, button } = renderPanel({ send, completed });
      await user.type(input, 'me@example.com');
      await user.click(button);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(send.mock.calls.map((call) => call[1])).toEqual([send.mock.calls[0]![1], send.mock.calls[0]![1]]);
      expect(within(screen.getByRole('status')).getByText('Email Sent!')).toBeInTheDocument();
      expect(localStorage.getItem('prayer-fast:v1:summary-outbox')).toBeNull();
    }));

  it('says to check the inbox when the address must be confirmed first', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ id: 'x', delivery: 'awaiting_confirmation' });
    const { input } = await sendAs('ruth@church.org', { send, completed });
    await expectToast(
      'status',
      'Check your inbox to confirm your address',
      'We sent a short e-mail to ruth@church.org. Open its link on this device, or type its code below: your summary stays on this device and goes out as soon as you confirm.',
    );
    expect(screen.queryByText('Email Sent!')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    // The service kept nothing: the summary waits on the device, and the code can be typed here.
    expect(loadQueue()).toMatchObject([{ awaiting: true, summary: { email: 'ruth@church.org', dayNumber: DAY.day } }]);
    const confirm = await screen.findByRole('group', { name: 'Confirm ruth@church.org' });
    expect(within(confirm).getByRole('textbox', { name: 'Code from the e-mail' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it("shows the service's words when it asks the member to wait (429), and keeps the summary", async () => {
    const message =
      'This address has already been sent 3 confirmation e-mails today, so no other can go until tomorrow. If one was asked for from this device, open it here or type its code. Your summary stays on this device until then.';
    const send = vi.fn<Send>().mockRejectedValue(new ApiError(message, 429));
    await sendAs('ruth@church.org', { send });
    await expectToast('alert', 'Failed to Send', message);
    expect(loadQueue()).toMatchObject([{ summary: { email: 'ruth@church.org' } }]);
  });

  it('says a summary held back by the service (503) stays on the device', async () => {
    const message = 'The service could not save your request. Please try again.';
    const send = vi.fn<Send>().mockRejectedValue(new ApiError(message, 503));
    await sendAs('ruth@church.org', { send });
    await expectToast('alert', 'Failed to Send', `${message} Your summary stays on this device and is sent later.`);
    expect(loadQueue()).toHaveLength(1);
  });

  it('says when the send-later queue is full and keeps the typed address', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const waiting = Array.from({ length: 20 }, (_, i) => ({
        key: `k${i}`,
        queuedAt: i,
        summary: { email: `m${i}@example.org`, dayNumber: DAY.day, theme: THEME, completedSlots: [], journals: {} },
      }));
      localStorage.setItem('prayer-fast:v1:summary-outbox', JSON.stringify(waiting));
      const { input } = await sendAs('me@example.com', { completed });
      await expectToast(
        'alert',
        'Too Many Waiting',
        'This device is already keeping 20 summaries to send later. Connect to the internet so they can go out, then try again.',
      );
      expect(input).toHaveValue('me@example.com');
      const kept = JSON.parse(localStorage.getItem('prayer-fast:v1:summary-outbox') ?? '[]');
      expect(kept.map((e: { key: string }) => e.key)).toEqual(waiting.map((e) => e.key));
    } finally {
      onLine.mockRestore();
      localStorage.clear();
    }
  });
});
