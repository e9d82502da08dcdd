// The prayer wall's requests to the service (lib/api.ts: the member's language travels with each).
import { requestJson } from '@/lib/api';
import type {
  AnsweredRequest,
  AskRequest,
  Asked,
  Mine,
  MineRequest,
  PrayedRequest,
  PrayerWall,
  ReportRequest,
  WithdrawRequest,
} from '@/types/api';

/** The service takes this many of a device's own requests at once. */
export const MINE_MAX_REQUESTS = 50;

export const fetchWall = () => requestJson<PrayerWall>('/api/prayer-wall', { method: 'GET' });

/** A request, in the language it was written in (the service keeps it with the request). */
export const sendAsk = (body: AskRequest, lang: string) =>
  requestJson<Asked>('/api/prayer-wall/requests', { method: 'POST', body, headers: { 'Accept-Language': lang } });

export const sendPrayed = (body: PrayedRequest) => requestJson<void>('/api/prayer-wall/prayed', { method: 'POST', body });

export const sendReport = (body: ReportRequest) => requestJson<void>('/api/prayer-wall/reports', { method: 'POST', body });

export const fetchMine = (body: MineRequest) => requestJson<Mine>('/api/prayer-wall/mine', { method: 'POST', body });

export const sendAnswered = (body: AnsweredRequest) => requestJson<void>('/api/prayer-wall/answered', { method: 'POST', body });

export const sendWithdraw = (body: WithdrawRequest) => requestJson<void>('/api/prayer-wall/withdraw', { method: 'POST', body });
