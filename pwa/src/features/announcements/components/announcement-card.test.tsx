import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programme } from '@/content/programme';
import { LANG, LANGUAGES } from '@/lib/language';
import type { PublishedAnnouncement } from '@/types/api';
import { loadAnnouncements } from '@/features/announcements/lib/announcements-store';
import { AnnouncementCard } from './announcement-card';

const KEY = 'prayer-fast:v1:announcements';
const walk: PublishedAnnouncement = { id: 'a2', title: 'Prayer walk', body: 'Meet at the gate.\nAll welcome.', link: '/days', sentAt: 2, lang: LANG };
const older: PublishedAnnouncement = { id: 'a1', title: 'Welcome', body: 'The fast begins.', link: null, sentAt: 1, lang: LANG };

function answering(announcements: PublishedAnnouncement[] | 'offline') {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
    if (announcements === 'offline') throw new TypeError('Failed to fetch');
    return Response.json({ announcements });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const show = () =>
  render(
    <MemoryRouter>
      <AnnouncementCard />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementCard', () => {
  it('shows the newest announcement from the church, with its page, and keeps it for offline', async () => {
    const fetchMock = answering([walk, older]);
    show();
    expect(await screen.findByRole('heading', { name: `From ${programme.church}` })).toBeInTheDocument();
    expect(screen.getByText('Prayer walk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/days');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/announcements');
    expect(JSON.parse(localStorage.getItem(KEY)!).items).toHaveLength(2);
  });

  it("marks the words with their language where the church did not write them in the page's", async () => {
    const other = LANGUAGES.find((lang) => lang !== LANG)!;
    answering([{ ...walk, lang: other }]);
    show();
    expect((await screen.findByText('Prayer walk')).closest('[lang]')).toHaveAttribute('lang', other);
  });

  it('reads a kept announcement from before languages as in the first language', () => {
    const { lang: _, ...before } = older;
    localStorage.setItem(KEY, JSON.stringify({ items: [before], dismissed: [] }));
    expect(loadAnnouncements().items).toEqual([{ ...older, lang: LANGUAGES[0] }]);
  });

  it('offline, shows what the device kept', async () => {
    localStorage.setItem(KEY, JSON.stringify({ items: [older], dismissed: [] }));
    answering('offline');
    show();
    expect(await screen.findByText('The fast begins.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('a dismissed announcement stays dismissed, and the next one shows', async () => {
    answering([walk, older]);
    const { unmount } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    unmount();
    show();
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.queryByText('Prayer walk')).not.toBeInTheDocument();
  });

  it('shows nothing without announcements, and ignores what it cannot read', async () => {
    localStorage.setItem(KEY, JSON.stringify({ items: [{ id: 'x' }, 'junk'], dismissed: 'no' }));
    const fetchMock = answering([]);
    const { container } = show();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
