// A notification click: focus an open window of the app and take it to the day, or open one.

export async function openFromNotification(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === sw.location.origin) as WindowClient | undefined;
  if (open) {
    const focused = await open.focus();
    await focused.navigate(url);
    return;
  }
  await sw.clients.openWindow(url);
}
