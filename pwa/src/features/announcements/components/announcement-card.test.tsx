import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programme } from '@/content/programme';
import type { PublishedAnnouncement } from '@/types/api';
import { AnnouncementCard } from './announcement-card';

const KEY = 'prayer-fast:v1:announcements';
const walk: PublishedAnnouncement = { id: 'a2', title: 'Prayer walk', body: 'Meet at the gate.\nAll welcome.', link: '/days', sentAt: 2 };
const older: PublishedAnnouncement = { id: 'a1', title: 'Welcome', body: 'The fast begins.', link: null, sentAt: 1 };

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
