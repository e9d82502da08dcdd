import { describe, expect, it, vi } from 'vitest';
import { openFromNotification } from './notification-click';

function fakeWorker(openUrls: string[]) {
  const navigate = vi.fn().mockResolvedValue(null);
  const windows = openUrls.map((url) => {
    const client = { url, navigate, focus: vi.fn() };
    client.focus.mockResolvedValue(client);
    return client;
  });
  const sw = {
    location: { origin: 'https://guide.example' },
    clients: { matchAll: vi.fn().mockResolvedValue(windows), openWindow: vi.fn().mockResolvedValue(null) },
  };
  return { sw: sw as unknown as ServiceWorkerGlobalScope, windows, navigate };
}

describe('openFromNotification', () => {
  it('focuses an open window of the app and takes it to the day', async () => {
    const { sw, windows, navigate } = fakeWorker(['https://other.example/', 'https://guide.example/day/5']);
    await openFromNotification(sw, 'https://guide.example/day/3#opening');
    expect(windows[1]!.focus).toHaveBeenCalled();
    expect(navigate.mock.invocationCallOrder[0]).toBeLessThan(windows[1]!.focus.mock.invocationCallOrder[0]!);
    expect(windows[0]!.focus).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://guide.example/day/3#opening');
    expect(sw.clients.openWindow).not.toHaveBeenCalled();
  });

  it('still takes the window to the day when focusing is refused', async () => {
    const { sw, windows, navigate } = fakeWorker(['https://guide.example/']);
    windows[0]!.focus.mockRejectedValue(new Error('Not allowed to focus a window'));
    await openFromNotification(sw, 'https://guide.example/day/4#close');
    expect(navigate).toHaveBeenCalledWith('https://guide.example/day/4#close');
  });

  it('opens a new window when none is open', async () => {
    const { sw } = fakeWorker([]);
    await openFromNotification(sw, 'https://guide.example/day/3#opening');
    expect(sw.clients.openWindow).toHaveBeenCalledWith('https://guide.example/day/3#opening');
  });

  it.each(['https://evil.example/day/3', '//evil.example/x', '/\\evil.example'])('opens the cover, never %s, another origin', async (target) => {
    const open = fakeWorker(['https://guide.example/day/5']);
    await openFromNotification(open.sw, target);
    expect(open.navigate).toHaveBeenCalledWith('https://guide.example/');
    const none = fakeWorker([]);
    await openFromNotification(none.sw, target);
    expect(none.sw.clients.openWindow).toHaveBeenCalledWith('https://guide.example/');
  });
});
