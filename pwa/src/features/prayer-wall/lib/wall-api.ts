// The prayer wall's requests to the service (lib/api.ts: the member's language travels with each).
import { requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
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

export const fetchWall = () => requestJson<PrayerWall>(apiPath('prayerWallRequests'), { method: 'GET' });

/** A request, in the language it was written in (the service keeps it with the request). */
export const sendAsk = (body: AskRequest, lang: string) =>
  requestJson<Asked>(apiPath('askForPrayer'), { method: 'POST', body, headers: { 'Accept-Language': lang } });

export const sendPrayed = (body: PrayedRequest) => requestJson<void>(apiPath('prayedFor'), { method: 'POST', body });

export const sendReport = (body: ReportRequest) => requestJson<void>(apiPath('reportRequest'), { method: 'POST', body });

export const fetchMine = (body: MineRequest) => requestJson<Mine>(apiPath('myRequests'), { method: 'POST', body });

export const sendAnswered = (body: AnsweredRequest) => requestJson<void>(apiPath('markAnswered'), { method: 'POST', body });

export const sendWithdraw = (body: WithdrawRequest) => requestJson<void>(apiPath('withdrawRequest'), { method: 'POST', body });
