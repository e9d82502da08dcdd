// Messages pages send to the service worker.

/** The update prompt's Reload: workbox-window's `messageSkipWaiting()` sends this. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
