// The requests shared from this device in a journey copy: copied whole with their keys, read back
// strictly, merged by key, and a restored request the service has not got sent once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskRequest } from '@/types/api';
import { fakeService } from './wall-service.fixtures';
import { asked, mineStore, newAuthorKey, type OwnRequest } from './wall-store';
import { savedRequest, wallJourneyPart } from './wall-copy';
import { flushWall } from './wall-sync';

afterEach(() => vi.unstubAllGlobals());

const KEY_A = 'A'.repeat(43);
const sent: OwnRequest = {
  authorKey: KEY_A,
  text: 'Pray for my sister Ana, starting a new job.',
  lang: 'es',
  askedAt: Date.parse('2026-10-22T09:00:00Z'),
  id: 'asked00000000000000001',
  status: 'shown',
  error: null,
  held: false,
  prayed: 4,
  answered: true,
  thanks: 'She loves it!',
};
const queued = (text: string, at: number): OwnRequest => asked([], text, newAuthorKey(), at)[0]!;

/** What a copy of this device reads back as, through the file's JSON. */
const throughFile = () => (JSON.parse(JSON.stringify(wallJourneyPart.copy())) as unknown[]).map(wallJourneyPart.parse);

describe('prayer requests in a journey copy', () => {
  it('go whole, with their keys, language and how they stood, and read back as they were', () => {
    const waiting = queued('Pray for our youth group', Date.parse('2026-10-25T09:00:00Z'));
    mineStore.write([waiting, sent]);
    expect(throughFile()).toEqual([waiting, sent]);
    expect(waiting).toMatchObject({ id: null, status: null, lang: 'en' });
  });

  it('refuse a record that is not a request as kept: a field missing, cut or of another kind', () => {
    for (const broken of [
      { ...sent, authorKey: 'short' },
      { ...sent, text: 'x'.repeat(281) },
      { ...sent, lang: undefined },
      { ...sent, status: 'approved' },
      { ...sent, id: null },
      { ...sent, held: true },
      { ...sent, prayed: -1 },
      { ...sent, thanks: undefined },
      { ...sent, askedAt: 'yesterday' },
      'Pray for Ana',
    ]) {
      expect(savedRequest(broken)).toBeNull();
    }
    expect(savedRequest(sent)).toEqual(sent);
  });

  it('merge by key: what the device holds stays as it is, and nothing is doubled', () => {
    const mine = { ...sent, status: 'hidden' as const, prayed: 9 };
    const other = queued('Pray for Luis', Date.parse('2026-10-24T09:00:00Z'));
    mineStore.write([mine]);
    const merge = wallJourneyPart.merge([sent, other, other])!;
    expect(merge.added).toBe(1);
    expect(merge.write()).toBe(true);
    expect(mineStore.read()).toEqual([other, mine]);
    expect(wallJourneyPart.merge([sent, other])).toBeNull();

    merge.undo();
    expect(mineStore.read()).toEqual([mine]);
  });

  it('send a restored request the service has not got, once, under its key and in its language', async () => {
    const service = fakeService();
    const waiting = { ...queued('Oren por mi hermano Luis', Date.parse('2026-10-25T09:00:00Z')), lang: 'es' };
    const merge = wallJourneyPart.merge([waiting, sent])!;
    merge.write();
    wallJourneyPart.restored!();
    await vi.waitFor(() => expect(mineStore.read().find((r) => r.authorKey === waiting.authorKey)?.id).toEqual(expect.any(String)));
    await flushWall();
    expect(service.to('/requests')).toEqual([{ text: 'Oren por mi hermano Luis', authorKey: waiting.authorKey } satisfies AskRequest]);
    const ask = vi.mocked(fetch).mock.calls.find(([path]) => String(path).endsWith('/requests'))!;
    expect((ask[1]!.headers as Record<string, string>)['Accept-Language']).toBe('es');
    // And how the sent ones stand is asked for (the one the service does not know is gone).
    await vi.waitFor(() => expect(service.to('/mine')).toHaveLength(1));
  });
});
