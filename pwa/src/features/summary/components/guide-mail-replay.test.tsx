import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { keepGuideMail, keptGuideMail } from '@/features/summary/lib/guide-mail-store';
import { keepToken } from '@/features/summary/lib/recipient-tokens';
import { learnSettings, programmeSettingsEachTest } from '@/testing/programme-settings';
import { GuideMailCard } from './guide-mail-card';
import { GuideMailReplay, replayGuideMail } from './guide-mail-replay';

const NEXT_AT = Date.UTC(2027, 2, 2, 7, 0);
const waiting = { email: 'Ruth@Church.org', time: '07:00', timeZone: 'Europe/London', rhythm: 'twice', awaiting: true, key: 'k-first', lang: 'es' } as const;

function stubFetch(...answers: Response[]) {
  const fetchFn = vi.fn<typeof fetch>();
  for (const answer of answers) fetchFn.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

const accepted = (body: unknown) => Response.json(body, { status: 202 });

function renderReplay(withCard = false) {
  render(
    <ToastProvider>
      <GuideMailReplay />
      {withCard && <GuideMailCard rhythm="twice" />}
    </ToastProvider>,
  );
}

function becomeVisible() {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

programmeSettingsEachTest({ guideMail: true });
beforeEach(() => keepToken('ruth@church.org', 'c1.claim'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('GuideMailReplay', () => {
  it('sends a waiting request again, in its language and under its key, and once confirmed (the link) says it is on', async () => {
    keepGuideMail(waiting);
    const fetchFn = stubFetch(
      accepted({ delivery: 'awaiting_confirmation' }),
      accepted({ delivery: 'subscribed', recipientToken: 'p1.proof', nextAt: NEXT_AT, nextDay: 4 }),
      Response.json({ time: '07:00', timeZone: 'Europe/London', rhythm: 'twice', nextAt: NEXT_AT, nextDay: 4 }),
    );
    renderReplay(true);
    // Opened: not confirmed yet, it still waits (and the card still asks for the code).
    await waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(1));
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/guide-mail$/);
    expect(JSON.parse(String(init!.body))).toStrictEqual({ email: 'Ruth@Church.org', time: '07:00', timeZone: 'Europe/London', rhythm: 'twice', recipientToken: 'c1.claim' });
    const headers = new Headers(init!.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-first');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(keptGuideMail()).toMatchObject({ awaiting: true });
    expect(screen.getByRole('group', { name: 'Confirm R…@Church.org' })).toBeInTheDocument();

    // The member opened the e-mail's link, and comes back to the app.
    becomeVisible();
    expect(await screen.findByText("The day's guide is on")).toBeInTheDocument();
    expect(screen.getByText('It arrives every morning at 7:00 AM.')).toBeInTheDocument();
    expect(keptGuideMail()).toMatchObject({ awaiting: false, nextAt: NEXT_AT, nextDay: 4 });
    const card = screen.getByRole('region', { name: "The day's guide by e-mail" });
    expect(await within(card).findByText(/^The day's guide arrives at 7:00 AM \(Europe\/London\) at R…@Church\.org\./)).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it('sends nothing when nothing waits, or where the church does not offer it', async () => {
    const fetchFn = stubFetch();
    renderReplay();
    becomeVisible();
    // Replays go one at a time: one asked for now ends after those the app started.
    await act(() => replayGuideMail());
    expect(fetchFn).not.toHaveBeenCalled();
    keepGuideMail(waiting);
    act(() => learnSettings({ guideMail: false }));
    becomeVisible();
    // Now one waits: the replay asked for here sends it, after any the app started — none.
    await act(() => replayGuideMail());
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('keeps the request waiting when the service is not reached', async () => {
    keepGuideMail(waiting);
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchFn);
    renderReplay();
    await waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(1));
    // Replays go one at a time: one asked for now ends after the app's has given up.
    await act(() => replayGuideMail());
    expect(keptGuideMail()).toStrictEqual(waiting);
    expect(screen.queryByText("The day's guide is on")).not.toBeInTheDocument();
  });
});
