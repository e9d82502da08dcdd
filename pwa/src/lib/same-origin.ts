// Where the app may send a member: its own origin only. A path the app is given (the address bar,
// a push) can read as another site's address once resolved: `//evil.example/x`, `/\evil.example`.
// So every redirect, and every link built from such a path, resolves its target here as the
// browser will (`new URL(target, origin)`) and refuses another origin. index.html's inline script,
// which cannot import this, keeps the same rule (tested in features/language/lib).

/** Whether `target` (a path or an address), resolved against `origin`, stays on it. */
export function staysOnOrigin(target: string, origin: string): boolean {
  try {
    return new URL(target, origin).origin === origin;
  } catch {
    return false; // not a URL at all
  }
}

/** `target` resolved against `origin` when it stays there, else `fallback` (a path of this origin). */
export function urlOnOrigin(target: string, origin: string, fallback = '/'): URL {
  return new URL(staysOnOrigin(target, origin) ? target : fallback, origin);
}
