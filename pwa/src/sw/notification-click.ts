// A notification click: take an open window of the app to the day (and bring it forward), or open one.
import { urlOnOrigin } from '../lib/same-origin';

/** Opens `target`, a page of the app; anything else (another origin) opens the cover. */
export async function openFromNotification(sw: ServiceWorkerGlobalScope, target: string): Promise<void> {
  const url = urlOnOrigin(target, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === sw.location.origin) as WindowClient | undefined;
  if (open) {
    // Navigate first: focusing can be refused (no user activation), navigating cannot.
    await open.navigate(url);
    await open.focus().catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(url);
}
