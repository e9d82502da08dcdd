import { ApiError, requestJson } from './api';
import { LANG } from './language';

const answer = (status: number, body?: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );

describe('requestJson', () => {
  it('sends JSON with the token and reads the JSON answer', async () => {
    const fetchFn = answer(200, { id: 'a' });
    expect(await requestJson('/api/x', { method: 'POST', body: { n: 1 }, token: 't', fetchFn })).toEqual({ id: 'a' });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.body).toBe('{"n":1}');
    expect(init?.headers).toEqual({ 'Accept-Language': 'en', 'Content-Type': 'application/json', Authorization: 'Bearer t' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("tells the service the app's language on every request", async () => {
    const fetchFn = answer(204);
    await requestJson('/api/x', { method: 'GET', fetchFn });
    await requestJson('/api/y', { method: 'DELETE', token: 't', headers: { 'Idempotency-Key': 'k' }, fetchFn });
    for (const [, init] of fetchFn.mock.calls) expect(init?.headers).toMatchObject({ 'Accept-Language': LANG });
    expect(LANG).toBe('en');
  });

  it('a 204 resolves to undefined', async () => {
    expect(await requestJson('/api/x', { method: 'DELETE', fetchFn: answer(204) })).toBeUndefined();
  });

  it("a refusal rejects with the service's message and status", async () => {
    const err = await requestJson('/api/x', { method: 'GET', fetchFn: answer(429, { error: 'Too many' }) }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Too many', status: 429, retryable: true });
  });

  it('an answer without an error text names its status', async () => {
    const err = await requestJson('/api/x', { method: 'GET', fetchFn: answer(400) }).catch((e) => e);
    expect(err).toMatchObject({ message: 'HTTP 400', status: 400, retryable: false });
  });

  it('an unreached service rejects without a status, retryable', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await requestJson('/api/x', { method: 'GET', fetchFn }).catch((e) => e);
    expect(err).toMatchObject({ message: 'Failed to fetch', status: undefined, retryable: true });
  });
});
