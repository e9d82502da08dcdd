// The service's origin: same origin by default, or VITE_API_BASE_URL for a separately hosted PWA.
const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/** The `error` text of a failed API answer, or `HTTP <status>`. */
export async function apiError(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
}
