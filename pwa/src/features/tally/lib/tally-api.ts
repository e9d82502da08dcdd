// The tally's two requests: a tick (or its removal), and a day's counts.
import { requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type { DayTally, TallyRequest } from '@/types/api';

export function sendTick(tick: TallyRequest): Promise<void> {
  return requestJson<void>(apiPath('tick'), { method: 'POST', body: tick });
}

export function fetchDayTally(day: number): Promise<DayTally> {
  return requestJson<DayTally>(apiPath('dayTally', { day }), { method: 'GET' });
}
