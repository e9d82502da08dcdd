// The church's tally on a day page: asked once after the first tick; when counted, each tick and
// untick is sent as (day, slot, that day's token); 'Mark done' on the watch's reminder counts too.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import day3 from '@content/days/day-03.json';
import { checkableSlots } from '@/content/checkable-slots';
import { PRAYER_WATCH_KEY, type TallyRequest } from '@/types/api';
import type { DayGuide } from '@/types/content';
import { renderAppAt } from '@/testing/render-app';

const [first, second] = checkableSlots(day3 as DayGuide);

function tallyPosts() {
  const posts: TallyRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/tally' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)) as TallyRequest);
        return new Response(null, { status: 204 });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
  return posts;
}

async function openDay3(path = '/day/3') {
  renderAppAt(path);
  return screen.findByRole('checkbox', { name: new RegExp(`${first!.title} complete`) }, { timeout: 20_000 });
}

const tick = (title: string) => userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`${title} complete`) }));

afterEach(() => vi.unstubAllGlobals());

describe('the tally on a day page', () => {
  it('asks after the first tick; counted, sends what was ticked, then each tick and untick under one token', async () => {
    const posts = tallyPosts();
    const box = await openDay3();
    await waitFor(() => expect(box).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Pray together with your church?' })).not.toBeInTheDocument();
    await tick(first!.title);
    expect(await screen.findByRole('heading', { name: 'Pray together with your church?' })).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Count my prayers' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Pray together with your church?' })).not.toBeInTheDocument();
    const token = posts[0]!.token;
    expect(posts[0]).toEqual({ day: 3, slot: first!.key, token, counted: true });
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await tick(second!.title);
    await tick(first!.title);
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts.slice(1)).toEqual([
      { day: 3, slot: second!.key, token, counted: true },
      { day: 3, slot: first!.key, token, counted: false },
    ]);
  });

  it('“Not now” sends nothing and is not asked again', async () => {
    const posts = tallyPosts();
    const box = await openDay3();
    await waitFor(() => expect(box).toBeEnabled());
    await tick(first!.title);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await tick(second!.title);
    expect(screen.queryByRole('heading', { name: 'Pray together with your church?' })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:tally')!).counted).toBe(false);
  });

  it('ticks made offline wait on the device, and go once the service answers', async () => {
    localStorage.setItem('prayer-fast:v1:tally', JSON.stringify({ counted: true, tokens: {}, pending: [] }));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const box = await openDay3();
    await waitFor(() => expect(box).toBeEnabled());
    await tick(first!.title);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('prayer-fast:v1:tally')!).pending).toHaveLength(1));
    const posts = tallyPosts();
    window.dispatchEvent(new Event('online'));
    await tick(second!.title);
    await waitFor(() => expect(posts.map((p) => p.slot)).toEqual([first!.key, second!.key]));
    expect(new Set(posts.map((p) => p.token)).size).toBe(1);
  });

  it('“Mark done” on a slot’s reminder counts the slot', async () => {
    localStorage.setItem('prayer-fast:v1:tally', JSON.stringify({ counted: true, tokens: {}, pending: [] }));
    const posts = tallyPosts();
    await openDay3(`/day/3?done=${second!.key}#${second!.key}`);
    await waitFor(() => expect(posts).toEqual([expect.objectContaining({ day: 3, slot: second!.key, counted: true })]));
  });

  it('“Mark done” on the prayer watch’s reminder counts the watch', async () => {
    localStorage.setItem('prayer-fast:v1:tally', JSON.stringify({ counted: true, tokens: {}, pending: [] }));
    const posts = tallyPosts();
    await openDay3(`/day/3?done=${PRAYER_WATCH_KEY}#${PRAYER_WATCH_KEY}`);
    await waitFor(() => expect(posts).toEqual([expect.objectContaining({ day: 3, slot: PRAYER_WATCH_KEY, counted: true })]));
  });
});
