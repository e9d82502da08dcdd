// A notification click: take an open window of the app to the day (and bring it forward), or open one.

export async function openFromNotification(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
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
