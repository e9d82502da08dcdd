import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryRequest } from '@/types/api';
import { keepToken } from './recipient-tokens';
import { ApiError } from '@/lib/api';
import { LANG, LANGUAGES } from '@/lib/language';
import { awaitingAddresses } from './awaiting-addresses';
import { dayIndex } from '@/content/day-index';
import { MAX_QUEUED, QueueFullError, flushQueue, loadQueue, sendOrQueue, type Send } from './summary-outbox';

const SENT = { id: '0190f1c2-0000-7000-8000-000000000000', delivery: 'sending' } as const;

/** A day with a journal, as content/ has it. */
const day = dayIndex.find((d) => d.journals.length > 0)!;
const summary = (email: string): SummaryRequest => ({
  email,
  dayNumber: day.day,
  theme: day.theme,
  completedSlots: [day.checkable[0]!],
  journals: { [day.journals[0]!]: 'Line one\nline two' },
});

const offline = () => false;
const online = () => true;

afterEach(() => localStorage.clear());

describe('sendOrQueue', () => {
  it('sends straight away when online', async () => {
    const send = vi.fn<Send>().mockResolvedValue(SENT);
    await expect(sendOrQueue(summary('a@example.org'), 'k1', send, online)).resolves.toBe('sent');
    expect(send).toHaveBeenCalledExactlyOnceWith(summary('a@example.org'), 'k1');
    expect(loadQueue()).toEqual([]);
  });

  it('keeps the summary with its key, without calling the network, when offline', async () => {
    const send = vi.fn<Send>();
    await expect(sendOrQueue(summary('a@example.org'), 'k1', send, offline)).resolves.toBe('queued');
    expect(send).not.toHaveBeenCalled();
    expect(loadQueue()).toMatchObject([{ key: 'k1', summary: summary('a@example.org') }]);
  });

  it('keeps the summary when the connection drops during the send', async () => {
    let connected = true;
    const send = vi.fn<Send>().mockImplementation(async () => {
      connected = false;
      throw new ApiError('Failed to fetch');
    });
    await expect(sendOrQueue(summary('a@example.org'), 'k1', send, () => connected)).resolves.toBe('queued');
    expect(loadQueue()).toHaveLength(1);
  });

  it('fails (nothing kept) when the service refuses the summary', async () => {
    const refused = vi.fn<Send>().mockRejectedValue(new ApiError('Day 2 has no guide', 400));
    await expect(sendOrQueue(summary('a@example.org'), 'k1', refused, online)).rejects.toThrow('Day 2 has no guide');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(loadQueue()).toEqual([]);
  });

  it('keeps a summary whose address must be confirmed first (the service keeps nothing of it)', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ id: 'x', delivery: 'awaiting_confirmation' });
    await expect(sendOrQueue(summary('a@example.org'), 'k1', send, online)).resolves.toBe('awaiting_confirmation');
    expect(loadQueue()).toMatchObject([{ key: 'k1', awaiting: true, summary: summary('a@example.org') }]);
    expect(awaitingAddresses()).toEqual(['a@example.org']);
  });

  it('keeps a summary the service asks to wait for (429, 503), with its words', async () => {
    for (const status of [429, 503]) {
      localStorage.clear();
      const send = vi.fn<Send>().mockRejectedValue(new ApiError('Please wait', status));
      await expect(sendOrQueue(summary('a@example.org'), 'k1', send, online)).resolves.toEqual({ held: 'Please wait' });
      expect(loadQueue()).toMatchObject([{ key: 'k1' }]);
      expect(awaitingAddresses()).toEqual([]);
    }
  });

  it('retries a send that timed out with the same key, never a new one', async () => {
    const pause = vi.fn(async () => undefined);
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError('The operation timed out'))
      .mockResolvedValue(SENT);
    await expect(sendOrQueue(summary('a@example.org'), 'k1', send, online, pause)).resolves.toBe('sent');
    expect(send.mock.calls.map((c) => c[1])).toEqual(['k1', 'k1']);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(loadQueue()).toEqual([]);
  });

  it('keeps the summary, with its key, when the service stays out of reach', async () => {
    const unreachable = vi.fn<Send>().mockRejectedValue(new ApiError('The operation timed out'));
    const pause = vi.fn(async (_ms: number) => undefined);
    const outcome = await sendOrQueue(summary('a@example.org'), 'k7', unreachable, online, pause);
    expect(outcome).toBe('unreached');
    expect(unreachable.mock.calls.map((c) => c[1])).toEqual(['k7', 'k7', 'k7']);
    // Two retries, each after a short and growing pause.
    expect(pause.mock.calls).toEqual([[1_000], [3_000]]);
    expect(loadQueue()).toMatchObject([{ key: 'k7', summary: summary('a@example.org') }]);
  });

  it(`refuses a summary past ${MAX_QUEUED} waiting, and keeps the ones it has`, async () => {
    for (let i = 0; i < MAX_QUEUED; i++) await sendOrQueue(summary(`m${i}@example.org`), `k${i}`, vi.fn(), offline);
    await expect(sendOrQueue(summary('late@example.org'), 'k-late', vi.fn(), offline)).rejects.toBeInstanceOf(QueueFullError);
    const first20 = Array.from({ length: MAX_QUEUED }, (_, i) => [`k${i}`, `m${i}@example.org`]);
    expect(MAX_QUEUED).toBe(20);
    expect(loadQueue().map((e) => [e.key, e.summary.email])).toEqual(first20);
    // Online but out of reach: refused the same way once the retries are spent.
    const unreachable = vi.fn<Send>().mockRejectedValue(new ApiError('Failed to fetch'));
    await expect(sendOrQueue(summary('late@example.org'), 'k-late', unreachable, online, async () => undefined)).rejects.toBeInstanceOf(
      QueueFullError,
    );
    expect(loadQueue().map((e) => [e.key, e.summary.email])).toEqual(first20);
    // The same summary again (its key) replaces itself rather than counting twice.
    await expect(sendOrQueue(summary('m0@example.org'), 'k0', vi.fn(), offline)).resolves.toBe('queued');
  });
});

describe('flushQueue', () => {
  it('sends every waiting summary with its original key, then forgets them', async () => {
    await sendOrQueue(summary('a@example.org'), 'k1', vi.fn(), offline);
    await sendOrQueue(summary('b@example.org'), 'k2', vi.fn(), offline);
    const send = vi.fn<Send>().mockResolvedValue(SENT);
    await expect(flushQueue(send)).resolves.toEqual({ sent: 2, awaiting: [], refused: 0 });
    expect(send.mock.calls.map((c) => [c[0].email, c[1]])).toEqual([
      ['a@example.org', 'k1'],
      ['b@example.org', 'k2'],
    ]);
    expect(loadQueue()).toEqual([]);
  });

  it('stops at a retryable failure and keeps what is left, in order', async () => {
    for (const [email, key] of [['a@example.org', 'k1'], ['b@example.org', 'k2'], ['c@example.org', 'k3']] as const) {
      await sendOrQueue(summary(email), key, vi.fn(), offline);
    }
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce(SENT)
      .mockRejectedValueOnce(new ApiError('busy', 503));
    await expect(flushQueue(send)).resolves.toEqual({ sent: 1, awaiting: [], refused: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(loadQueue().map((e) => e.key)).toEqual(['k2', 'k3']);
  });

  it('drops a summary the service refuses as bad input', async () => {
    await sendOrQueue(summary('a@example.org'), 'k1', vi.fn(), offline);
    const send = vi.fn<Send>().mockRejectedValue(new ApiError('The theme does not match', 400));
    await expect(flushQueue(send)).resolves.toEqual({ sent: 0, awaiting: [], refused: 1 });
    expect(loadQueue()).toEqual([]);
  });

  it('runs flushes one after another, so nothing is sent twice', async () => {
    await sendOrQueue(summary('a@example.org'), 'k1', vi.fn(), offline);
    const send = vi.fn<Send>().mockResolvedValue(SENT);
    const [first, second] = await Promise.all([flushQueue(send), flushQueue(send)]);
    expect(first).toEqual({ sent: 1, awaiting: [], refused: 0 });
    expect(second).toEqual({ sent: 0, awaiting: [], refused: 0 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts the summaries that wait for a confirmation apart, naming each address once', async () => {
    await sendOrQueue(summary('ruth@church.org'), 'k1', vi.fn(), offline);
    await sendOrQueue(summary('ruth@church.org'), 'k2', vi.fn(), offline);
    await sendOrQueue(summary('b@example.org'), 'k3', vi.fn(), offline);
    const send = vi.fn<Send>(async (s) => ({ id: 'x', delivery: s.email === 'ruth@church.org' ? 'awaiting_confirmation' : 'sending' }));
    await expect(flushQueue(send)).resolves.toEqual({ sent: 1, awaiting: ['ruth@church.org'], refused: 0 });
    // Both of Ruth's wait on the device until she confirms; the next flush does not name her again.
    expect(loadQueue().map((e) => [e.key, e.awaiting])).toEqual([
      ['k1', true],
      ['k2', true],
    ]);
    await expect(flushQueue(send)).resolves.toEqual({ sent: 0, awaiting: [], refused: 0 });
    const confirmed = vi.fn<Send>().mockResolvedValue(SENT);
    await expect(flushQueue(confirmed)).resolves.toEqual({ sent: 2, awaiting: [], refused: 0 });
    expect(loadQueue()).toEqual([]);
  });

  it('replays a kept summary with the token the device now holds for its address', async () => {
    await sendOrQueue(summary('Ruth@Church.org'), 'k1', vi.fn(), offline);
    keepToken('ruth@church.org', 'r2.id.proof');
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ id: 'x', delivery: 'sending' }), { status: 202 }));
    vi.stubGlobal('fetch', fetchFn);
    try {
      await expect(flushQueue()).resolves.toEqual({ sent: 1, awaiting: [], refused: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
    const [, init] = fetchFn.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k1');
    expect(JSON.parse(String(init?.body))).toEqual({ ...summary('Ruth@Church.org'), recipientToken: 'r2.id.proof' });
  });

  it('sends each kept summary in the language it was written in, whichever copy of the app sends it', async () => {
    const other = LANGUAGES.find((lang) => lang !== LANG)!;
    await sendOrQueue(summary('here@example.org'), 'here', vi.fn(), offline);
    expect(loadQueue()[0]?.lang).toBe(LANG);
    // Kept by the other language's copy, and by a version that did not record a language.
    const kept = loadQueue();
    localStorage.setItem(
      'prayer-fast:v1:summary-outbox',
      JSON.stringify([
        ...kept,
        { key: 'there', queuedAt: 1, lang: other, summary: summary('there@example.org') },
        { key: 'before', queuedAt: 1, summary: summary('before@example.org') },
      ]),
    );
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockImplementation(async () => new Response(JSON.stringify({ id: 'x', delivery: 'sending' }), { status: 202 }));
    vi.stubGlobal('fetch', fetchFn);
    try {
      await expect(flushQueue()).resolves.toEqual({ sent: 3, awaiting: [], refused: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchFn.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'))).toEqual([LANG, other, LANG]);
  });

  it('ignores malformed stored entries', async () => {
    localStorage.setItem(
      'prayer-fast:v1:summary-outbox',
      JSON.stringify([
        { key: 1 },
        'x',
        { key: 'lang', queuedAt: 1, lang: 7, summary: summary('a@example.org') },
        { key: 'ok', queuedAt: 1, summary: summary('a@example.org') },
      ]),
    );
    expect(loadQueue().map((e) => e.key)).toEqual(['ok']);
    localStorage.setItem('prayer-fast:v1:summary-outbox', '{broken');
    expect(loadQueue()).toEqual([]);
  });
});
