// What this browser can do about reminders, checked honestly before offering anything.

export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

export function pushSupport(win: Window = window): PushSupport {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const hasPush = 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win;
  // iOS offers push only to apps added to the home screen (16.4+).
  if (ios && nav.standalone !== true && !win.matchMedia?.('(display-mode: standalone)').matches) return 'ios-install-first';
  return hasPush ? 'supported' : 'unsupported';
}

/** Rejects with `message` if `promise` has not settled after `ms` (headless or broken push services hang). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** A VAPID key as `applicationServerKey` wants it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
