import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { dayIndex } from '@/content/day-index';
import { ApiError } from '@/lib/api';
import { progressKey, saveProgress } from '@/lib/device-store';
import { JOURNEY_LIMIT_BYTES } from '@/types/api';
import { JourneySummaryPanel, type SendJourney } from './journey-summary-panel';
import { SENT, UUID, deferred, expectToast } from './summary-panel.fixtures';

const START = '2026-10-20';
const [first, second] = dayIndex;

function keepTwoDays() {
  saveProgress(progressKey(START, first!.day), { completed: [first!.checkable[0]!], journals: {}, hydration: 0 });
  saveProgress(progressKey(START, second!.day), { completed: [], journals: { [second!.journals[0]!]: 'He is faithful.' }, hydration: 0 });
}

function renderPanel(send: SendJourney = vi.fn<SendJourney>().mockResolvedValue(SENT)) {
  const view = render(
    <ToastProvider>
      <JourneySummaryPanel startDate={START} send={send} />
    </ToastProvider>,
  );
  return { ...view, send, user: userEvent.setup() };
}

async function sendTo(address: string, send?: SendJourney) {
  const panel = renderPanel(send);
  const input = screen.getByRole('textbox', { name: 'Your email address' });
  await panel.user.type(input, address);
  await panel.user.click(screen.getByRole('button', { name: 'Send My Journey' }));
  return { ...panel, input };
}

afterEach(() => localStorage.clear());

describe('E-mail my journey', () => {
  it('is not offered while the device holds nothing to send', () => {
    renderPanel();
    expect(screen.queryByRole('heading', { name: 'E-mail My Journey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends every kept day with one key, says it is sent and clears the address', async () => {
    keepTwoDays();
    const { send, input } = await sendTo('  me@example.com ');
    expect(screen.getByRole('heading', { name: 'E-mail My Journey' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const [journey, key] = vi.mocked(send).mock.calls[0]!;
    expect(key).toMatch(UUID);
    expect(journey).toEqual({
      email: 'me@example.com',
      days: [
        { dayNumber: first!.day, theme: first!.theme, completedSlots: [first!.checkable[0]], journals: {} },
        { dayNumber: second!.day, theme: second!.theme, completedSlots: [], journals: { [second!.journals[0]!]: 'He is faithful.' } },
      ],
    });
    await expectToast('status', 'Email Sent!', 'Your journey so far has been sent to your email.');
    expect(input).toHaveValue('');
  });

  it('tells a first-time address to confirm, as the day summary does', async () => {
    keepTwoDays();
    const send = vi.fn<SendJourney>().mockResolvedValue({ ...SENT, delivery: 'awaiting_confirmation' });
    await sendTo('me@example.com', send);
    expect(await screen.findByText('Check your inbox to confirm your address')).toBeInTheDocument();
  });

  it('refuses a bad address before sending anything', async () => {
    keepTwoDays();
    const { send, input } = await sendTo('not an address');
    expect(send).not.toHaveBeenCalled();
    await expectToast('alert', 'Invalid Email', 'Please enter a valid email address');
    expect(input).toHaveValue('not an address');
  });

  it("shows the service's words when it asks to wait, and sends the same journey again under the same key", async () => {
    keepTwoDays();
    const pending = deferred();
    const send = vi
      .fn<SendJourney>()
      .mockRejectedValueOnce(new ApiError('This address has already been sent 5 summaries today. Please try again later.', 429))
      .mockReturnValueOnce(pending.promise);
    const { user, input } = await sendTo('me@example.com', send);
    await expectToast('alert', 'Failed to Send', 'This address has already been sent 5 summaries today. Please try again later.');
    expect(input).toHaveValue('me@example.com');

    await user.click(screen.getByRole('button', { name: 'Send My Journey' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => pending.resolve());
    const keys = vi.mocked(send).mock.calls.map((call) => call[1]);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('says so while offline, sends nothing and keeps the address', async () => {
    keepTwoDays();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { send, input } = await sendTo('me@example.com');
      expect(send).not.toHaveBeenCalled();
      await expectToast('alert', "You're Offline", 'Connect to the internet to e-mail your journey. Everything stays safe on this device.');
      expect(input).toHaveValue('me@example.com');
    } finally {
      onLine.mockRestore();
    }
  });

  it('refuses a journey too long for one e-mail without sending it', async () => {
    keepTwoDays();
    const journal = first!.journals[0]!;
    saveProgress(progressKey(START, first!.day), { completed: [], journals: { [journal]: 'x'.repeat(JOURNEY_LIMIT_BYTES) }, hydration: 0 });
    const { send, input } = await sendTo('me@example.com');
    expect(send).not.toHaveBeenCalled();
    await expectToast(
      'alert',
      'Too Long for One E-mail',
      "Your journey is longer than one e-mail can carry. Use Save a copy to keep all of it, or send each day's summary from its page.",
    );
    expect(input).toHaveValue('me@example.com');
  });
});
