import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { keepToken } from '@/features/summary/lib/recipient-tokens';
import { keepUntilConfirmed, loadQueue } from '@/features/summary/lib/summary-outbox';
import { dayIndex } from '@/content/day-index';
import { AwaitingConfirmation } from './awaiting-confirmation';

/** A day with a journal, as content/ has it. */
const day = dayIndex.find((d) => d.journals.length > 0)!;
const summary = {
  email: 'Ruth@Church.org',
  dayNumber: day.day,
  theme: day.theme,
  completedSlots: [day.checkable[0]!],
  journals: { [day.journals[0]!]: 'Thank you' },
};

/** Answers each request in turn; records what was asked. */
function stubFetch(...answers: Response[]) {
  const fetchFn = vi.fn<typeof fetch>();
  for (const answer of answers) fetchFn.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm() {
  render(
    <ToastProvider>
      <AwaitingConfirmation />
    </ToastProvider>,
  );
}

describe('AwaitingConfirmation', () => {
  it('shows nothing while no summary waits for its address', () => {
    renderForm();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("confirms with the e-mail's code and this device's token, then sends what waited", async () => {
    keepToken('ruth@church.org', 'r2.req.secret');
    keepUntilConfirmed(summary, 'k1');
    const fetchFn = stubFetch(
      new Response(null, { status: 204 }),
      new Response(JSON.stringify({ id: 'x', delivery: 'sending', recipientToken: 'r2.req.secret' }), { status: 202 }),
    );
    renderForm();
    const group = await screen.findByRole('group', { name: 'Confirm Ruth@Church.org' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Code from the e-mail' }), '123 456');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
    const [confirmUrl, confirmInit] = fetchFn.mock.calls[0]!;
    const [sendUrl, sendInit] = fetchFn.mock.calls[1]!;
    expect(String(confirmUrl)).toMatch(/\/api\/confirm-address$/);
    expect(JSON.parse(String(confirmInit?.body))).toEqual({ recipientToken: 'r2.req.secret', code: '123456' });
    expect(String(sendUrl)).toMatch(/\/api\/send-day-summary$/);
    expect(new Headers(sendInit?.headers).get('Idempotency-Key')).toBe('k1');
    expect(loadQueue()).toEqual([]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("says the service's words for a wrong code and keeps the summary", async () => {
    keepToken('ruth@church.org', 'r2.req.secret');
    keepUntilConfirmed(summary, 'k1');
    const wrong = 'That code is not the one in the e-mail. Please check it and try again (4 tries left).';
    stubFetch(new Response(JSON.stringify({ error: wrong }), { status: 400 }));
    renderForm();
    const group = await screen.findByRole('group', { name: 'Confirm Ruth@Church.org' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Code from the e-mail' }), '000000');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(loadQueue()).toHaveLength(1);
  });

  it('asks for six digits before calling the service', async () => {
    keepUntilConfirmed(summary, 'k1');
    const fetchFn = stubFetch();
    renderForm();
    const group = await screen.findByRole('group', { name: 'Confirm Ruth@Church.org' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Code from the e-mail' }), '12a');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please type the 6-digit code from the e-mail.')).toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
