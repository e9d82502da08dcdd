import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryRequest } from '@/types/api';
import { keepToken, tokenFor } from './recipient-tokens';
import { ApiError } from '@/lib/api';
import { dayIndex } from '@/content/day-index';
import { sendSummary } from './send-summary';

const STORE = 'prayer-fast:v1:recipient-tokens';

/** A day with a guide, as content/ has it. */
const day = dayIndex[0]!;
const summary = (email: string): SummaryRequest => ({
  email,
  dayNumber: day.day,
  theme: day.theme,
  completedSlots: [],
  journals: {},
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sendSummary and the recipient token', () => {
  it('keeps the token a 202 gives for the address and sends it with the next summary to it only', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(202, { id: 'a', delivery: 'awaiting_confirmation', recipientToken: 'c1.abc.sig' }))
      .mockResolvedValue(answer(202, { id: 'b', delivery: 'sending' }));
    vi.stubGlobal('fetch', fetchFn);

    await expect(sendSummary(summary('Ruth@Church.org'), 'k1')).resolves.toEqual({ id: 'a', delivery: 'awaiting_confirmation' });
    expect(JSON.parse(String(fetchFn.mock.calls[0]![1]!.body))).not.toHaveProperty('recipientToken');
    expect(tokenFor('  ruth@church.org ')).toBe('c1.abc.sig');

    await sendSummary(summary(' ruth@church.org'), 'k2');
    expect(JSON.parse(String(fetchFn.mock.calls[1]![1]!.body)).recipientToken).toBe('c1.abc.sig');
    await sendSummary(summary('naomi@church.org'), 'k3');
    expect(JSON.parse(String(fetchFn.mock.calls[2]![1]!.body))).not.toHaveProperty('recipientToken');
  });

  it('replaces a claim with the proof the service returns once the address is confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(answer(202, { id: 'a', delivery: 'awaiting_confirmation', recipientToken: 'c1.abc.sig' }))
        .mockResolvedValueOnce(answer(202, { id: 'b', delivery: 'sending', recipientToken: 'p1.proof' })),
    );
    await sendSummary(summary('ruth@church.org'), 'k1');
    await expect(sendSummary(summary('ruth@church.org'), 'k2')).resolves.toMatchObject({ delivery: 'sending' });
    expect(tokenFor('ruth@church.org')).toBe('p1.proof');
  });

  it("rejects with the service's error text and status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(answer(429, { error: 'A confirmation e-mail was already sent to this address today.' })),
    );
    const err = await sendSummary(summary('ruth@church.org'), 'k1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).message).toContain('already sent');
  });

  it('tolerates missing or garbled token storage', () => {
    expect(tokenFor('ruth@church.org')).toBeUndefined();
    localStorage.setItem(STORE, '{nope');
    expect(tokenFor('ruth@church.org')).toBeUndefined();
    // The earlier build's [address, token] pairs are still read, and rewritten as an object.
    localStorage.setItem(STORE, JSON.stringify([['ruth@church.org', 'p1.old'], ['naomi@church.org', 7], 'x']));
    expect(tokenFor('ruth@church.org')).toBe('p1.old');
    expect(tokenFor('naomi@church.org')).toBeUndefined();
    keepToken('boaz@church.org', 'p1.boaz');
    expect(JSON.parse(localStorage.getItem(STORE)!)).toEqual({ 'ruth@church.org': 'p1.old', 'boaz@church.org': 'p1.boaz' });
    localStorage.setItem(STORE, JSON.stringify({ 'naomi@church.org': 5, 'boaz@church.org': 'has space', 'ruth@church.org': 'p1.ok' }));
    expect(tokenFor('naomi@church.org')).toBeUndefined();
    expect(tokenFor('boaz@church.org')).toBeUndefined();
    expect(tokenFor('ruth@church.org')).toBe('p1.ok');
    keepToken('naomi@church.org', 'p1.new');
    expect(JSON.parse(localStorage.getItem(STORE)!)).toEqual({ 'ruth@church.org': 'p1.ok', 'naomi@church.org': 'p1.new' });
  });
});

describe('recipient tokens', () => {
  it('keeps them as an object, address (trimmed, lower-cased) to token, newest winning', () => {
    keepToken(' Ruth@Church.org ', 'c1.claim.sig');
    keepToken('naomi@church.org', 'p1.naomi');
    keepToken('ruth@church.org', 'p1.ruth');
    expect(JSON.parse(localStorage.getItem(STORE)!)).toEqual({ 'naomi@church.org': 'p1.naomi', 'ruth@church.org': 'p1.ruth' });
    expect(Object.keys(JSON.parse(localStorage.getItem(STORE)!))).toEqual(['naomi@church.org', 'ruth@church.org']);
  });

  it('keeps at most 20 addresses, dropping the oldest', () => {
    for (let i = 0; i < 21; i++) keepToken(`m${i}@church.org`, `p1.t${i}`);
    const kept = JSON.parse(localStorage.getItem(STORE)!) as Record<string, string>;
    expect(Object.keys(kept)).toHaveLength(20);
    expect(tokenFor('m0@church.org')).toBeUndefined();
    expect(tokenFor('m1@church.org')).toBe('p1.t1');
    expect(tokenFor('m20@church.org')).toBe('p1.t20');
    // Renewing an old address makes it the newest: the next one pushes out m2, not m1.
    keepToken('m1@church.org', 'p1.again');
    keepToken('m21@church.org', 'p1.t21');
    expect(tokenFor('m1@church.org')).toBe('p1.again');
    expect(tokenFor('m2@church.org')).toBeUndefined();
  });

  it('never keeps a token the service would refuse (over 512 or not visible ASCII)', async () => {
    keepToken('ruth@church.org', 'p1.ok');
    keepToken('ruth@church.org', 'x'.repeat(513));
    keepToken('ruth@church.org', 'p1 spaced');
    keepToken('ruth@church.org', '');
    expect(tokenFor('ruth@church.org')).toBe('p1.ok');
    keepToken('ruth@church.org', 'y'.repeat(512));
    expect(tokenFor('ruth@church.org')).toBe('y'.repeat(512));
  });

  it('is never handed to the caller of sendSummary', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer(202, { id: 'a', delivery: 'sending', recipientToken: 'p1.proof' })));
    const queued = await sendSummary(summary('ruth@church.org'), 'k1');
    expect(JSON.stringify(queued)).not.toContain('p1.proof');
    expect(tokenFor('ruth@church.org')).toBe('p1.proof');
  });
});
