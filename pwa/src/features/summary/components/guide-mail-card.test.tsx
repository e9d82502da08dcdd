import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetProgrammeSettings } from '@/content/programme-settings';
import { DEVICE_TOKENS_STORE, GUIDE_MAIL_KEY } from '@/lib/storage-keys';
import { keepGuideMail, keptGuideMail } from '@/features/summary/lib/guide-mail-store';
import { keepToken, tokenFor } from '@/features/summary/lib/recipient-tokens';
import { sendSummary } from '@/features/summary/lib/send-summary';
import { learnSettings, programmeSettingsEachTest } from '@/testing/programme-settings';
import { GuideMailCard } from './guide-mail-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Tuesday, March 2, 2027, 7:00 in London (before its summer time). */
const NEXT_AT = Date.UTC(2027, 2, 2, 7, 0);
const ON_SAID = "The day's guide arrives at 7:00 AM (Europe/London) at R…@Church.org.";

type Answer = Response | (() => Response);
/** The service: each `METHOD /path` answers its replies in turn (the last one again once spent). */
function stubService(routes: Record<string, Answer[]>) {
  const fetchFn = vi.fn<typeof fetch>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input), 'https://guide.example').pathname}`;
    const replies = routes[route];
    if (!replies?.length) return Response.json({ error: `no stub for ${route}` }, { status: 500 });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

const json = (body: unknown, status = 200) => () => Response.json(body, { status });
const noContent = () => new Response(null, { status: 204 });
const londonState = { time: '07:00', timeZone: 'Europe/London', way: 'partial', rhythm: 'once', nextAt: NEXT_AT, nextDay: 4 };

/** The calls to `METHOD /path`, with their bodies and headers. */
function callsTo(fetchFn: ReturnType<typeof stubService>, route: string) {
  return fetchFn.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'https://guide.example').pathname}` === route)
    .map(([, init]) => ({ body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) }));
}

function renderCard(props: Parameters<typeof GuideMailCard>[0] = { way: 'partial', rhythm: 'once' }) {
  return render(<GuideMailCard {...props} />);
}

const card = () => screen.getByRole('region', { name: "The day's guide by e-mail" });

/** Kept on this device as on for Ruth, with her token. */
function keptOn() {
  keepToken('ruth@church.org', 'p1.proof');
  keepGuideMail({ email: 'Ruth@Church.org', time: '07:00', timeZone: 'Europe/London', way: 'partial', rhythm: 'once', awaiting: false, key: 'k0', lang: 'en', nextAt: NEXT_AT, nextDay: 4 });
}

programmeSettingsEachTest({ guideMail: true });
afterEach(() => vi.unstubAllGlobals());

describe('GuideMailCard', () => {
  it('asks for the guide, is confirmed with the code, and then says when it comes', async () => {
    const user = userEvent.setup();
    const fetchFn = stubService({
      'POST /api/guide-mail': [
        json({ delivery: 'awaiting_confirmation', recipientToken: 'c1.claim' }, 202),
        json({ delivery: 'subscribed', recipientToken: 'p1.proof', nextAt: NEXT_AT, nextDay: 4 }, 202),
      ],
      'POST /api/confirm-address': [noContent],
      'GET /api/guide-mail': [json(londonState)],
    });
    renderCard();
    const form = within(card()).getByRole('group', { name: "E-mail me the day's guide" });
    expect(within(form).getByLabelText('Each morning at')).toHaveValue('07:00');
    expect(within(form).getByLabelText('Each morning at')).toHaveAccessibleDescription(`7:00 AM · Your time here: ${ZONE}.`);
    await user.type(within(form).getByRole('textbox', { name: 'Your email address' }), 'Ruth@Church.org');
    await user.click(within(form).getByRole('button', { name: 'Start the guide e-mails' }));

    const confirm = await within(card()).findByRole('group', { name: 'Confirm R…@Church.org' });
    const [asked] = callsTo(fetchFn, 'POST /api/guide-mail');
    expect(asked!.body).toStrictEqual({ email: 'Ruth@Church.org', time: '07:00', timeZone: ZONE, way: 'partial', rhythm: 'once' });
    expect(asked!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(asked!.headers.get('Accept-Language')).toBe('en');
    expect(keptGuideMail()).toMatchObject({ email: 'Ruth@Church.org', awaiting: true });

    await user.type(within(confirm).getByRole('textbox', { name: 'Code from the e-mail' }), '123 456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await within(card()).findByRole('status')).toHaveTextContent(`${ON_SAID} Next: Day 4, on Tuesday, March 2 at 7:00 AM.`);
    expect(callsTo(fetchFn, 'POST /api/confirm-address')[0]!.body).toStrictEqual({ recipientToken: 'c1.claim', code: '123456' });
    const [, again] = callsTo(fetchFn, 'POST /api/guide-mail');
    // The same request again, now with the token: the service subscribes it.
    expect(again!.body).toStrictEqual({ ...asked!.body, recipientToken: 'c1.claim' });
    expect(again!.headers.get('Idempotency-Key')).toBe(asked!.headers.get('Idempotency-Key'));
    expect(tokenFor('ruth@church.org')).toBe('p1.proof');
    expect(within(card()).queryByRole('group', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the answer's next mail as soon as it is on, before the service is asked again", async () => {
    const user = userEvent.setup();
    keepToken('ruth@church.org', 'p1.proof');
    // The service has not answered the state yet: what the subscription's answer said is shown.
    stubService({
      'POST /api/guide-mail': [json({ delivery: 'subscribed', nextAt: Date.UTC(2027, 2, 3, 6, 30), nextDay: 5 }, 202)],
      'GET /api/guide-mail': [() => new Promise<never>(() => undefined) as never],
    });
    renderCard({ way: null, rhythm: null });
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'ruth@church.org');
    const time = screen.getByLabelText('Each morning at');
    await user.clear(time);
    await user.type(time, '06:30');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    const status = await within(card()).findByRole('status');
    expect(status).toHaveTextContent(`The day's guide arrives at 6:30 AM (${ZONE}) at r…@church.org.`);
    const expected = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric', timeZone: ZONE }).format(Date.UTC(2027, 2, 3, 6, 30));
    expect(status).toHaveTextContent(`Next: Day 5, on ${expected} at`);
  });

  it('changes the time with this device’s token', async () => {
    const user = userEvent.setup();
    keptOn();
    const fetchFn = stubService({
      'GET /api/guide-mail': [json(londonState)],
      'POST /api/guide-mail': [json({ delivery: 'subscribed', nextAt: Date.UTC(2027, 2, 2, 5, 45), nextDay: 4 }, 202)],
    });
    renderCard();
    const change = within(card()).getByRole('group', { name: 'Change the time' });
    const time = within(change).getByLabelText('New time');
    await user.clear(time);
    await user.type(time, '05:45');
    await user.click(within(change).getByRole('button', { name: 'Change the time' }));
    await waitFor(() => expect(within(card()).getByRole('status')).toHaveTextContent(/arrives at 5:45 AM/));
    const [changed] = callsTo(fetchFn, 'POST /api/guide-mail');
    expect(changed!.body).toMatchObject({ email: 'Ruth@Church.org', time: '05:45', recipientToken: 'p1.proof', way: 'partial', rhythm: 'once' });
    expect(keptGuideMail()).toMatchObject({ time: '05:45', awaiting: false });
  });

  it('stops: DELETE with the token, says so, and offers to start again with the address kept', async () => {
    const user = userEvent.setup();
    keptOn();
    const fetchFn = stubService({ 'GET /api/guide-mail': [json(londonState)], 'DELETE /api/guide-mail': [noContent] });
    renderCard();
    expect(await within(card()).findByText(/Next: Day 4, on Tuesday, March 2 at 7:00 AM\./)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Stop the guide e-mails' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('Stopped. No more guides will be e-mailed to R…@Church.org.');
    const [stopped] = callsTo(fetchFn, 'DELETE /api/guide-mail');
    expect(stopped!.headers.get('Authorization')).toBe('Bearer p1.proof');
    expect(keptGuideMail()).toBeNull();
    expect(localStorage.getItem(GUIDE_MAIL_KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveValue('Ruth@Church.org');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it('says it has ended when the service has no subscription (404), and offers to start again', async () => {
    keptOn();
    const fetchFn = stubService({ 'GET /api/guide-mail': [json({ error: 'No guide e-mails for this address.' }, 404)] });
    renderCard();
    await waitFor(() =>
      expect(within(card()).getByRole('status')).toHaveTextContent(
        "The day's guide is no longer e-mailed to R…@Church.org: it was stopped, or the fast has ended.",
      ),
    );
    expect(callsTo(fetchFn, 'GET /api/guide-mail')[0]!.headers.get('Authorization')).toBe('Bearer p1.proof');
    expect(within(card()).getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Stop the guide e-mails' })).not.toBeInTheDocument();
    expect(keptGuideMail()).toBeNull();
  });

  it("shows the service's words for a refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    stubService({ 'POST /api/guide-mail': [json({ error: 'This address cannot receive e-mail.' }, 422)] });
    renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'ruth@church.org');
    const time = screen.getByLabelText('Each morning at');
    await user.clear(time);
    await user.type(time, '06:15');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('This address cannot receive e-mail.');
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveValue('ruth@church.org');
    expect(screen.getByLabelText('Each morning at')).toHaveValue('06:15');
    expect(keptGuideMail()).toBeNull();
  });

  it('says the service was not reached in its own words, and checks the address before asking', async () => {
    const user = userEvent.setup();
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchFn);
    renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'ruth@church');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    expect(within(card()).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchFn).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), '.org');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    expect(await within(card()).findByText("We couldn't reach the service. Please check your connection and try again.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveValue('ruth@church.org');
  });

  it('says the church switched it off (403) and asks nothing more', async () => {
    const user = userEvent.setup();
    stubService({ 'POST /api/guide-mail': [json({ error: 'Your church has switched off the guide by e-mail.' }, 403)] });
    renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'ruth@church.org');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Your church has switched off the guide by e-mail.');
    expect(within(card()).queryByRole('group')).not.toBeInTheDocument();
  });

  it('is not shown where the church does not offer it, nor before the service has said', () => {
    keptOn();
    const fetchFn = stubService({});
    resetProgrammeSettings();
    const { container, rerender } = renderCard();
    expect(container).toBeEmptyDOMElement();
    act(() => learnSettings({ guideMail: false }));
    rerender(<GuideMailCard way="partial" rhythm="once" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
    act(() => learnSettings({ guideMail: true }));
    expect(card()).toHaveAttribute('id', 'guide-mail');
  });

  it("shares the summaries' tokens: an address confirmed for summaries subscribes at once, and back", async () => {
    const user = userEvent.setup();
    keepToken('ruth@church.org', 'p1.summaries');
    const fetchFn = stubService({
      'POST /api/guide-mail': [json({ delivery: 'subscribed', recipientToken: 'p2.guide', nextAt: NEXT_AT, nextDay: 4 }, 202)],
      'GET /api/guide-mail': [json(londonState)],
      'POST /api/send-day-summary': [json({ id: 's', delivery: 'sending' }, 202)],
    });
    renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), ' Ruth@church.org ');
    await user.click(screen.getByRole('button', { name: 'Start the guide e-mails' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(/^The day's guide arrives at 7:00 AM/);
    expect(within(card()).queryByRole('group', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(callsTo(fetchFn, 'POST /api/guide-mail')[0]!.body.recipientToken).toBe('p1.summaries');
    // One store for both, under the key the confirmation page reads.
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORE)!)).toEqual({ 'ruth@church.org': 'p2.guide' });
    await sendSummary({ email: 'ruth@church.org', dayNumber: 4, theme: 'T', completedSlots: [], journals: {} }, 'k9');
    expect(callsTo(fetchFn, 'POST /api/send-day-summary')[0]!.body.recipientToken).toBe('p2.guide');
  });

  it('sends the way and rhythm chosen since to the subscription', async () => {
    keptOn();
    const fetchFn = stubService({
      'GET /api/guide-mail': [json(londonState)],
      'POST /api/guide-mail': [json({ delivery: 'subscribed', nextAt: NEXT_AT, nextDay: 4 }, 202)],
    });
    renderCard({ way: 'nonFood', rhythm: 'once' });
    await waitFor(() => expect(callsTo(fetchFn, 'POST /api/guide-mail')).toHaveLength(1));
    expect(callsTo(fetchFn, 'POST /api/guide-mail')[0]!.body).toMatchObject({ time: '07:00', timeZone: 'Europe/London', way: 'nonFood', rhythm: 'once', recipientToken: 'p1.proof' });
    await waitFor(() => expect(keptGuideMail()).toMatchObject({ way: 'nonFood' }));
  });
});
