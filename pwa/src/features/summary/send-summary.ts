export interface DaySummary {
  email: string;
  dayNumber: number;
  theme: string;
  completedSlots: string[];
  journals: Record<string, string>;
}

const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

/** POSTs a summary; resolves on 2xx, rejects with the service's `error` text otherwise. */
export async function sendSummary(summary: DaySummary, idempotencyKey: string): Promise<void> {
  const res = await fetch(`${apiBase}/api/send-day-summary`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(summary),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`);
  }
}
