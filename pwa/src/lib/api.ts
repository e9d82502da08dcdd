// The one client of the service's API, for the page and the service worker: its base URL, a
// timeout on every request, the app's language (Accept-Language: the service answers in it), and
// errors that carry the service's own message (ErrorBody).
import type { ErrorBody } from '@/types/api';
import { LANG } from './language';

// The service's origin: same origin by default, or VITE_API_BASE_URL for a separately hosted PWA.
const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

const TIMEOUT_MS = 15_000;

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/** A failed request: `status` is the HTTP status, or undefined when the service was not reached
 *  (offline, timed out); the message is the service's `error` text, or `HTTP <status>`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth trying again later: not reached, timed out, limited, or a server-side failure. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The subscription token, sent as `Authorization: Bearer`. */
  token?: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/** Calls the API at `path`; resolves to the JSON answer (undefined for 204), rejects with an ApiError. */
export async function requestJson<T>(path: string, request: Request): Promise<T> {
  const { method, body, token, timeoutMs = TIMEOUT_MS, fetchFn = fetch } = request;
  const headers: Record<string, string> = { 'Accept-Language': LANG, ...request.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetchFn(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (err) {
    throw new ApiError(err instanceof Error ? err.message : 'network error');
  }
  if (!res.ok) throw new ApiError(await errorText(res), res.status);
  return (res.status === 204 ? undefined : await res.json().catch(() => undefined)) as T;
}

/** The `error` text of a failed answer, or `HTTP <status>`. */
async function errorText(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  return typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
}
