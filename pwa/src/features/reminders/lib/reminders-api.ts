import { ApiError, requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type {
  Preferences,
  PreferencesRequest,
  PushPublicKey,
  SubscribeRequest,
  SubscribeResponse,
  TestReminderRequest,
  TestReminderSent,
} from '@/types/api';

export async function fetchPublicKey(): Promise<string> {
  return (await requestJson<PushPublicKey>(apiPath('publicKey'), { method: 'GET' })).publicKey;
}

export function saveSubscription(request: SubscribeRequest): Promise<SubscribeResponse> {
  return requestJson(apiPath('subscribe'), { method: 'POST', body: request });
}

export function changePreferences(id: string, token: string, request: PreferencesRequest): Promise<Preferences> {
  return requestJson(apiPath('change', { id }), { method: 'PATCH', body: request, token });
}

export async function deleteSubscription(id: string, token: string): Promise<void> {
  try {
    await requestJson(apiPath('unsubscribe', { id }), { method: 'DELETE', token });
  } catch (err) {
    // Already gone on the server is fine: the member wanted it gone.
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

/** "Send me a test reminder": the service pushes one at once. */
export function sendTestReminder(id: string, token: string): Promise<TestReminderSent> {
  const body: TestReminderRequest = {};
  return requestJson(apiPath('sendTest', { id }), { method: 'POST', body, token });
}
