import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { flushTally } from './tally-sender';
import { queued, tallyStore, type PendingTick, type TallyState } from './tally-store';

const start = '2026-10-01';
function keep(counted: boolean | null, slots: string[]): TallyState {
  const state = queued({ counted, tokens: {}, pending: [] }, start, 3, slots.map((slot) => ({ slot, counted: true })));
  tallyStore.write(state);
  return state;
}

describe('sending the tally', () => {
  it('sends each waiting tick once, oldest first, and keeps none', async () => {
    keep(true, ['opening', 'midday']);
    const sent: PendingTick[] = [];
    await flushTally(async (tick) => void sent.push(tick));
    expect(sent.map((t) => t.slot)).toEqual(['opening', 'midday']);
    expect(tallyStore.read().pending).toEqual([]);
  });

  it('keeps what did not reach the service (offline, 503), and sends it on the next try', async () => {
    keep(true, ['opening', 'midday']);
    const offline = vi.fn(async () => {
      throw new ApiError('Failed to fetch');
    });
    await flushTally(offline);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(tallyStore.read().pending).toHaveLength(2);
    await flushTally(async () => {
      throw new ApiError('busy', 503);
    });
    expect(tallyStore.read().pending).toHaveLength(2);
    const sent: string[] = [];
    await flushTally(async (tick) => void sent.push(tick.slot));
    expect(sent).toEqual(['opening', 'midday']);
  });

  it('drops a tick the service refused (a closed day), and goes on', async () => {
    keep(true, ['opening', 'midday']);
    const sent: string[] = [];
    await flushTally(async (tick) => {
      if (tick.slot === 'opening') throw new ApiError('That day is not open for counting', 422);
      sent.push(tick.slot);
    });
    expect(sent).toEqual(['midday']);
    expect(tallyStore.read().pending).toEqual([]);
  });

  it('sends nothing for a member who is not counted', async () => {
    keep(false, ['opening']);
    const send = vi.fn(async () => undefined);
    await flushTally(send);
    expect(send).not.toHaveBeenCalled();
  });
});
