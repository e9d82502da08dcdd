import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryRequest } from '@/types/api';
import { tokenFor } from './recipient-tokens';
import { SendError, sendSummary } from './send-summary';

const summary = (email: string): SummaryRequest => ({
  email,
  dayNumber: 7,
  theme: 'Remember, Repent, Return to First Love',
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
    expect(err).toBeInstanceOf(SendError);
    expect((err as SendError).status).toBe(429);
    expect((err as SendError).message).toContain('already sent');
  });

  it('tolerates garbled token storage', () => {
    localStorage.setItem('prayer-fast:v1:recipient-tokens', '{nope');
    expect(tokenFor('ruth@church.org')).toBeUndefined();
    localStorage.setItem('prayer-fast:v1:recipient-tokens', JSON.stringify([['ruth@church.org', 5], 'x', ['ruth@church.org', 'p1.ok']]));
    expect(tokenFor('ruth@church.org')).toBe('p1.ok');
  });
});
