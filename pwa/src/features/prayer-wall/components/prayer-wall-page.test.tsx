import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { atLocalTime, dateOfDay } from '@/content/calendar';
import { programme } from '@/content/programme';
import type { AskRequest, PrayedRequest, WallRequest } from '@/types/api';
import { fakeService, refusal } from '../lib/wall-service.fixtures';
import { flushWall } from '../lib/wall-sync';
import { asked, mineStore, newAuthorKey, prayedStore, wallStore } from '../lib/wall-store';
import { PrayerWallPage } from './prayer-wall-page';

const wall: WallRequest[] = [
  { id: 'wall00000000000000001', text: 'Pray for my friend Ana, starting a new job.', lang: 'en', prayed: 14, answered: false, thanks: null },
  { id: 'wall00000000000000002', text: 'Oren por mi hermano Luis.', lang: 'es', prayed: 1, answered: true, thanks: '¡Gracias, ya está en casa!' },
  { id: 'wall00000000000000003', text: 'Healing for <b>Tom</b> & peace at home', lang: 'en', prayed: 0, answered: false, thanks: null },
];

/** The page on programme day `day` (10:00, the member's clock). */
function openOn(day: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atLocalTime(dateOfDay(programme.startDate, day), '10:00'));
  return render(
    <MemoryRouter>
      <ToastProvider>
        <PrayerWallPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const item = (text: string | RegExp) => screen.getByText(text).closest('li')!;

let service: ReturnType<typeof fakeService>;
beforeEach(() => {
  service = fakeService(wall);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the prayer wall', () => {
  it('shows the requests newest first as served, with their counts, marks and thanks, as text', async () => {
    const { container } = openOn(3);
    const list = await screen.findByRole('list');
    await waitFor(() => expect(container.querySelector('main')).toHaveAttribute('data-ready'));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(wall.map((r) => r.text));
    expect(within(items[0]!).getByText('Prayed for 14 times')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Prayed for 1 time')).toBeInTheDocument();
    expect(within(items[2]!).getByText('No one has prayed for this yet')).toBeInTheDocument();
    // In its own language where it is not the page's.
    expect(screen.getByText('Oren por mi hermano Luis.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText(wall[0]!.text)).not.toHaveAttribute('lang');
    expect(within(items[1]!).getByText('Answered')).toBeInTheDocument();
    expect(within(items[1]!).getByText('¡Gracias, ya está en casa!')).toHaveAttribute('lang', 'es');
    expect(within(items[0]!).queryByText('Answered')).not.toBeInTheDocument();
    // Its words as written: never markup.
    expect(items[2]!.querySelector('b')).toBeNull();
    expect(within(items[2]!).getByText('Healing for <b>Tom</b> & peace at home')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'I prayed' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(3);
  });

  it('counts “I prayed” at once, once a day, and sends it with the day and a fresh token', async () => {
    openOn(3);
    await screen.findByText('Prayed for 14 times');
    const first = within(item(wall[0]!.text)).getByRole('button', { name: 'I prayed' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(item(wall[0]!.text)).getByText('Prayed for 15 times')).toBeInTheDocument();
    expect(await screen.findByText('Thank you for praying.')).toBeInTheDocument();
    await waitFor(() => expect(service.to('/prayed')).toHaveLength(1));
    const [sent] = service.to('/prayed') as PrayedRequest[];
    expect(sent).toEqual({ id: wall[0]!.id, day: 3, token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });

    await userEvent.click(first);
    // Whatever the second tap kept to send has gone once the wall is flushed.
    await act(() => flushWall());
    expect(service.to('/prayed')).toHaveLength(1);
    expect(within(item(wall[0]!.text)).getByText('Prayed for 15 times')).toBeInTheDocument();
  });

  it('keeps a tap made offline with its day, and sends it when the browser is online again', async () => {
    service.online = false;
    openOn(3);
    await screen.findByText('The wall cannot be opened just now. What you share or pray is kept on this device and sent when you are back online.');
    wallStore.write({ requests: wall, savedAt: 0 });
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'prayer-fast:v1:prayer-wall:wall' })));
    await userEvent.click(within(await screen.findByText(wall[1]!.text).then((p) => p.closest('li')!)).getByRole('button', { name: 'I prayed' }));
    expect(within(item(wall[1]!.text)).getByText('Prayed for 2 times')).toBeInTheDocument();
    expect(Object.values(prayedStore.read().taps).map((t) => t.state)).toEqual(['waiting']);

    service.online = true;
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(service.to('/prayed')).toEqual([expect.objectContaining({ id: wall[1]!.id, day: 3 })]));
  });

  it('shows the wall kept on this device, marked as possibly out of date, when it cannot be read', async () => {
    wallStore.write({ requests: [wall[0]!], savedAt: 1 });
    service.online = false;
    openOn(3);
    expect(await screen.findByText('This is the wall as this device last saw it: it may be out of date.')).toBeInTheDocument();
    expect(screen.getByText(wall[0]!.text)).toBeInTheDocument();
    expect(screen.getByText('Prayed for 14 times')).toBeInTheDocument();
  });

  it('shows no “I prayed” before the fast begins, and says when it will', async () => {
    openOn(0);
    await screen.findByText('Prayed for 14 times');
    expect(screen.queryByRole('button', { name: 'I prayed' })).not.toBeInTheDocument();
    expect(screen.getByText('From the first day of the fast, you can tell the church each day that you prayed.')).toBeInTheDocument();
  });

  it('reports a request after asking first: hidden here, the report sent', async () => {
    openOn(3);
    await screen.findByText('Prayed for 14 times');
    await userEvent.click(within(item(wall[2]!.text)).getByRole('button', { name: 'Report' }));
    expect(screen.getByText(/^Report this request to the church\?/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(item(wall[2]!.text)).getByRole('button', { name: 'Report' })).toHaveFocus();
    expect(service.to('/reports')).toEqual([]);

    await userEvent.click(within(item(wall[2]!.text)).getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, report it' }));
    expect(screen.queryByText(wall[2]!.text)).not.toBeInTheDocument();
    await waitFor(() => expect(service.to('/reports')).toEqual([{ id: wall[2]!.id, token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }]));
  });
});

const request = () => screen.getByRole('textbox', { name: 'Your prayer request' });
const share = () => userEvent.click(screen.getByRole('button', { name: 'Share with the church' }));

/** The page on day 3, with `text` written in the form and shared. */
async function ask(text: string) {
  openOn(3);
  await waitFor(() => expect(request()).toBeEnabled());
  await userEvent.type(request(), text);
  await share();
}

describe('asking the church to pray', () => {

  it('says before sending to use first names and that the church reads each request; sends it under a fresh key', async () => {
    openOn(3);
    const group = screen.getByRole('group', { name: 'Ask the church to pray' });
    expect(within(group).getByText('Use first names only, and share no one’s health details without their permission.')).toBeInTheDocument();
    expect(within(group).getByText(`${programme.church} reads each request before it appears on the wall.`)).toBeInTheDocument();
    expect(request()).toHaveAttribute('maxLength', '280');
    expect(request()).toHaveAccessibleDescription(/Use first names only/);
    await waitFor(() => expect(request()).toBeEnabled());
    await userEvent.type(request(), 'Pray for my mother, Rosa');
    expect(screen.getByText('24 of 280 characters')).toBeInTheDocument();
    await share();

    expect(await screen.findByText(`Thank you. ${programme.church} will read your request before it appears on the wall.`)).toBeInTheDocument();
    const [asked] = service.to('/requests') as AskRequest[];
    expect(asked).toEqual({ text: 'Pray for my mother, Rosa', authorKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(request()).toHaveValue('');
    const mine = screen.getByRole('region', { name: 'My requests' });
    expect(within(mine).getByText('Pray for my mother, Rosa')).toBeInTheDocument();
    expect(within(mine).getByText('Waiting for the church to read it.')).toBeInTheDocument();
    expect(mineStore.read()[0]).toMatchObject({ authorKey: asked!.authorKey, text: 'Pray for my mother, Rosa', id: expect.any(String) });
  });

  it('keeps a request written offline on the device, and sends it once when online', async () => {
    service.online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await ask('Pray for Luis');
    expect(
      await screen.findByText('You seem to be offline. Your request is kept on this device and will be sent when you are back online.'),
    ).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My requests' });
    expect(within(mine).getByText('Waiting to be sent: it will go as soon as this device can reach the church.')).toBeInTheDocument();

    service.online = true;
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(mine).getByText('Waiting for the church to read it.')).toBeInTheDocument());
    act(() => window.dispatchEvent(new Event('online')));
    // Whatever the second 'online' sends has gone once the wall is flushed.
    await act(() => flushWall());
    expect(service.to('/requests')).toEqual([{ text: 'Pray for Luis', authorKey: mineStore.read()[0]!.authorKey }]);
  });

  it('keeps a request the service could not take (503), and says it will be sent later', async () => {
    service.answerNext('POST /api/prayer-wall/requests', refusal(503, 'Could not be saved just now'));
    await ask('Pray for Luis');
    expect(
      await screen.findByText(
        'The church’s service could not take your request just now. It is kept on this device and will be sent the next time you open this guide.',
      ),
    ).toBeInTheDocument();
    expect(mineStore.read()).toMatchObject([{ text: 'Pray for Luis', id: null, held: false }]);
  });

  it('puts a request the service refused back in the form, with its words, to send again changed', async () => {
    service.answerNext('POST /api/prayer-wall/requests', refusal(422, 'Please leave out phone numbers: no one on the wall should be reachable or named in full.'));
    await ask('Call Ana on 555 0100');
    const error = await within(screen.getByRole('group', { name: 'Ask the church to pray' })).findByRole('alert');
    expect(error).toHaveTextContent('Please leave out phone numbers');
    expect(request()).toHaveValue('Call Ana on 555 0100');
    expect(request()).toHaveAttribute('aria-invalid', 'true');
    const [first] = service.to('/requests') as AskRequest[];

    await userEvent.clear(request());
    await userEvent.type(request(), 'Pray for Ana');
    await share();
    await screen.findByText(`Thank you. ${programme.church} will read your request before it appears on the wall.`);
    expect(service.to('/requests').at(-1)).toEqual({ text: 'Pray for Ana', authorKey: first!.authorKey });
    expect(mineStore.read()).toHaveLength(1);
  });

  it('says to write something first, and sends nothing', async () => {
    await ask('   ');
    expect(within(screen.getByRole('group', { name: 'Ask the church to pray' })).getByRole('alert')).toHaveTextContent(
      'Write your request before sharing it.',
    );
    expect(service.to('/requests')).toEqual([]);
  });
});

describe('my requests', () => {
  async function shared(text: string) {
    await ask(text);
    const mine = await screen.findByRole('region', { name: 'My requests' });
    await within(mine).findByText('Waiting for the church to read it.');
    return mine;
  }

  it('marks a request answered with a line of thanks', async () => {
    const mine = await shared('Pray for Ana');
    await userEvent.click(within(mine).getByRole('button', { name: 'Mark answered' }));
    const thanks = within(mine).getByRole('textbox', { name: 'A line of thanks (optional)' });
    expect(thanks).toHaveFocus();
    expect(thanks).toHaveAttribute('maxLength', '140');
    await userEvent.type(thanks, 'She got the job!');
    await userEvent.click(within(mine).getByRole('button', { name: 'Mark answered' }));
    expect(await within(mine).findByText('You marked it answered.')).toBeInTheDocument();
    expect(service.to('/answered')).toEqual([{ id: mineStore.read()[0]!.id, authorKey: mineStore.read()[0]!.authorKey, thanks: 'She got the job!' }]);
  });

  it('withdraws a request after asking first: deleted on the service, then here', async () => {
    const mine = await shared('Pray for Ana');
    const { id, authorKey } = mineStore.read()[0]!;
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Keep it' }));
    expect(mineStore.read()).toHaveLength(1);
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Yes, withdraw it' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My requests' })).not.toBeInTheDocument());
    expect(service.to('/withdraw')).toEqual([{ id, authorKey }]);
    expect(mineStore.read()).toEqual([]);
  });

  it('shows how the church has placed each one and its count, from the service', async () => {
    const mine = await shared('Pray for Ana');
    const { id } = mineStore.read()[0]!;
    service.asked.set(id!, { ...service.asked.get(id!)!, status: 'hidden', prayed: 3 });
    act(() => window.dispatchEvent(new Event('online')));
    expect(await within(mine).findByText('Taken off the wall after reports; the church will read it again.')).toBeInTheDocument();
    expect(within(mine).getByText('Prayed for 3 times')).toBeInTheDocument();
  });

  it('shows a request written in another language (restored from a copy) in that language', async () => {
    const [es] = asked([], 'Oren por mi hermano Luis.', newAuthorKey(), Date.now());
    mineStore.write([{ ...es!, lang: 'es', id: 'asked00000000000000009', status: 'shown', answered: true, thanks: '¡Ya está en casa!' }]);
    openOn(3);
    const mine = await screen.findByRole('region', { name: 'My requests' });
    expect(within(mine).getByText('Oren por mi hermano Luis.')).toHaveAttribute('lang', 'es');
    expect(within(mine).getByText('¡Ya está en casa!')).toHaveAttribute('lang', 'es');
  });
});
