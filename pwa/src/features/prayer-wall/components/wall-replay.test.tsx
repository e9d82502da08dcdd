// The prayer wall's queue goes from any page: a request written offline, a tap and a report are
// sent once when the browser is online again while another page is shown, and a refusal waits
// with the service's words.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeService, refusal } from '../lib/wall-service.fixtures';
import { asked, mineStore, newAuthorKey, prayedFor, prayedStore, reported, reportsStore } from '../lib/wall-store';
import { WallReplay } from './wall-replay';

afterEach(() => vi.unstubAllGlobals());

/** Another page of the app, with the replay beside it as the app mounts it. */
const elsewhere = () =>
  render(
    <>
      <WallReplay />
      <main>
        <h1>Day 3: Rest</h1>
      </main>
    </>,
  );

const online = () => act(() => void window.dispatchEvent(new Event('online')));

function queue(text: string) {
  const authorKey = newAuthorKey();
  mineStore.write(asked(mineStore.read(), text, authorKey, Date.now()));
  return authorKey;
}

describe('the prayer wall’s queue, from any page', () => {
  it('is sent once when the browser is online again', async () => {
    const service = fakeService();
    service.online = false;
    const key = queue('Pray for our youth group this weekend.');
    prayedStore.write(prayedFor({ taps: {} }, 'wall00000000000000001', 3, Date.now())[0]);
    reportsStore.write(reported({ hidden: [], pending: [] }, 'wall00000000000000002'));
    elsewhere();
    expect(screen.getByRole('heading', { name: 'Day 3: Rest' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(mineStore.read()[0]!.id).toBeNull();

    service.online = true;
    online();
    online();
    await vi.waitFor(() => expect(mineStore.read()[0]!.id).toEqual(expect.any(String)));
    await vi.waitFor(() => expect(reportsStore.read().pending).toEqual([]));
    online();
    await vi.waitFor(() => expect(prayedStore.read().taps['wall00000000000000001/3']!.state).toBe('sent'));
    expect(service.to('/requests')).toEqual([{ text: 'Pray for our youth group this weekend.', authorKey: key }]);
    expect(service.to('/prayed')).toHaveLength(1);
    expect(service.to('/reports')).toHaveLength(1);
  });

  it('sends what waits when the app starts, and keeps a refusal with the service’s words to edit', async () => {
    const service = fakeService();
    queue('Call me on 555 0100');
    service.answerNext('POST /api/prayer-wall/requests', refusal(422, 'Please leave out phone numbers.'));
    elsewhere();
    await vi.waitFor(() => expect(mineStore.read()[0]).toMatchObject({ id: null, held: true, error: 'Please leave out phone numbers.' }));
    online();
    await act(async () => {});
    expect(service.to('/requests')).toHaveLength(1);
  });

  it('sends nothing, and loads no sending code, when nothing waits', async () => {
    fakeService();
    elsewhere();
    online();
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });
});
