import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Options = NonNullable<Parameters<typeof import('virtual:pwa-register').registerSW>[0]>;

const registerSW = vi.fn<(options: Options) => (reloadPage?: boolean) => Promise<void>>();
vi.mock('virtual:pwa-register', () => ({ registerSW }));

const update = vi.fn(async () => undefined);

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

function callbacks(): Options {
  expect(registerSW).toHaveBeenCalledTimes(1);
  const [options] = registerSW.mock.calls[0] ?? [];
  if (!options) throw new Error('registerSW was not called');
  return options;
}

describe('ServiceWorkerUpdates', () => {
  beforeEach(() => {
    vi.resetModules();
    registerSW.mockReset().mockReturnValue(update);
    update.mockClear();
  });

  it('registers the service worker once, however often it renders and mounts', async () => {
    const view = await renderUpdates(3);
    view.rerender(<div />);
    await renderUpdates(2);
    expect(registerSW).toHaveBeenCalledTimes(1);
    expect(callbacks().immediate).toBe(true);
  });

  it("says 'Ready to work offline' once, when the first install finishes", async () => {
    await renderUpdates();
    expect(screen.queryByText('Ready to work offline')).not.toBeInTheDocument();
    act(() => callbacks().onOfflineReady?.());
    expect(screen.getAllByText('Ready to work offline')).toHaveLength(1);
    expect(screen.getByText('Every day of the guide now opens without a connection.')).toBeInTheDocument();
  });

  it('offers the waiting version: Reload activates it, Later puts the prompt away', async () => {
    await renderUpdates();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => callbacks().onNeedRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
