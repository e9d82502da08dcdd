// The tally's two requests: a tick (or its removal), and a day's counts.
import { requestJson } from '@/lib/api';
import type { DayTally, TallyRequest } from '@/types/api';

export function sendTick(tick: TallyRequest): Promise<void> {
  return requestJson<void>('/api/tally', { method: 'POST', body: tick });
}

export function fetchDayTally(day: number): Promise<DayTally> {
  return requestJson<DayTally>(`/api/tally/${day}`, { method: 'GET' });
}
