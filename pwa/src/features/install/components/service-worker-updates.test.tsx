import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** workbox-window's Workbox as the page drives it: the events it listens to, what it asks. */
class FakeWorkbox {
  static made: FakeWorkbox[] = [];
  listeners = new Map<string, ((event: { isUpdate?: boolean; isExternal?: boolean }) => void)[]>();
  register = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: object,
  ) {
    FakeWorkbox.made.push(this);
  }
  addEventListener(type: string, listener: (event: object) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { isUpdate?: boolean; isExternal?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
/** What the worker in control answers the page's request to keep its language. */
const messageSW = vi.fn();
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox, messageSW }));
const activeWorker = { state: 'activated' };

/** The one Workbox the page made. */
function registered(): FakeWorkbox {
  expect(FakeWorkbox.made).toHaveLength(1);
  const [wb] = FakeWorkbox.made;
  if (!wb) throw new Error('no Workbox was made');
  return wb;
}

/** A fresh copy of the component and its module state, as on a new page load. */
async function renderUpdates(copies = 1) {
  const { ServiceWorkerUpdates } = await import('./service-worker-updates');
  const { ToastProvider } = await import('@/components/ui/toast');
  return render(
    <StrictMode>
      <ToastProvider>
        {Array.from({ length: copies }, (_, i) => (
          <ServiceWorkerUpdates key={i} />
        ))}
      </ToastProvider>
    </StrictMode>,
  );
}

describe('ServiceWorkerUpdates', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeWorkbox.made = [];
    messageSW.mockReset().mockResolvedValue({ lang: 'en', fetched: 0 });
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active: activeWorker }) }, configurable: true });
  });

  it('registers the one service worker once, at /sw.js for the whole site, however often it renders and mounts', async () => {
    const view = await renderUpdates(3);
    view.rerender(<div />);
    await renderUpdates(2);
    const wb = registered();
    expect([wb.url, wb.options]).toEqual(['/sw.js', { scope: '/' }]);
    expect(wb.register).toHaveBeenCalledWith({ immediate: true });
  });

  it("says 'Ready to work offline' once, when the first install finishes", async () => {
    await renderUpdates();
    expect(screen.queryByText('Ready to work offline')).not.toBeInTheDocument();
    act(() => registered().emit('installed', { isUpdate: false }));
    expect(screen.getAllByText('Ready to work offline')).toHaveLength(1);
    expect(screen.getByText('Every day of the guide now opens without a connection.')).toBeInTheDocument();
  });

  it('offers the waiting version: Reload activates it, Later puts the prompt away', async () => {
    await renderUpdates();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => registered().emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registered().messageSkipWaiting).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks the worker in control to keep this page's language, and says so when that copy is new to the device", async () => {
    messageSW.mockResolvedValue({ lang: 'en', fetched: 87 });
    await renderUpdates();
    expect(await screen.findByText('Ready to work offline')).toBeInTheDocument();
    expect(messageSW).toHaveBeenCalledExactlyOnceWith(activeWorker, { type: 'KEEP_LANGUAGE', lang: 'en' });
  });

  it('says nothing when the copy was kept already, or could not be', async () => {
    messageSW.mockResolvedValueOnce({ lang: 'en', fetched: 0 });
    await renderUpdates();
    await vi.waitFor(() => expect(messageSW).toHaveBeenCalledOnce());
    vi.resetModules();
    FakeWorkbox.made = [];
    messageSW.mockResolvedValueOnce({ lang: 'en', error: 'TypeError: Failed to fetch' });
    await renderUpdates();
    await vi.waitFor(() => expect(messageSW).toHaveBeenCalledTimes(2));
    await act(async () => await Promise.resolve());
    expect(screen.queryByText('Ready to work offline')).not.toBeInTheDocument();
  });
});
