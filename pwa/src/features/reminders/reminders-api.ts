import { apiError, apiUrl } from '@/lib/api';
import type { PreferencesRequest, SubscribeRequest, SubscribeResponse } from '@/types/api';

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const res = await fetch(apiUrl(path), init);
  if (!res.ok) throw new Error(await apiError(res));
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function fetchPublicKey(): Promise<string> {
  return (await call<{ publicKey: string }>('/api/push/public-key', { method: 'GET' })).publicKey;
}

export function saveSubscription(request: SubscribeRequest): Promise<SubscribeResponse> {
  return call('/api/push/subscriptions', { method: 'POST', ...json(request) });
}

export function changePreferences(id: string, token: string, request: PreferencesRequest): Promise<unknown> {
  const init = json(request);
  return call(`/api/push/subscriptions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${token}` },
  });
}

export async function deleteSubscription(id: string, token: string): Promise<void> {
  const res = await fetch(apiUrl(`/api/push/subscriptions/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  // Already gone on the server is fine: the member wanted it gone.
  if (!res.ok && res.status !== 404) throw new Error(await apiError(res));
}

export function calendarUrl(timeZone: string): string {
  return apiUrl(`/api/calendar.ics?tz=${encodeURIComponent(timeZone)}`);
}
