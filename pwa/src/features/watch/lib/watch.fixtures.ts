// For tests: a church's watch plan (America/Chicago, 21:00 to midnight in one-hour turns, as the
// sample content keeps it) and the service behind a stubbed `fetch`, answering as the API does:
// counting pledges by token (sent twice, counted once) and recording every request that reached
// it. `online = false` makes every fetch fail as offline.
import { vi } from 'vitest';
import { apiPath, apiPathPattern } from '@/lib/api-path';
import type { KeptRequest, PledgeRequest, WatchHour, WatchPlan, WatchTurn } from '@/types/api';

export const THEMES = ['Our church, its leaders and its families', 'Our city, its schools and those who serve it', null];

/** The instant of `hh:00` on the church's clock on the night of `day` (2025-10-01 is day 1; CDT, UTC-5). */
export function churchInstant(day: number, hour: number): string {
  const utc = new Date(Date.UTC(2025, 9, day, hour + 5));
  return utc.toISOString().replace('.000Z', 'Z');
}

/** Days `days`' nights, 21:00, 22:00 and 23:00, with `keeping[day][i]` pledges each and `kept[day][i]` said kept (0 unless said). */
export function samplePlan(days: number[], keeping: Record<number, number[]> = {}, kept: Record<number, number[]> = {}): WatchPlan {
  const turns: WatchTurn[] = days.flatMap((day) =>
    [21, 22, 23].map((hour, i) => ({
      day,
      start: `${hour}:00`,
      startsAt: churchInstant(day, hour),
      theme: THEMES[i]!,
      keeping: keeping[day]?.[i] ?? 0,
      kept: kept[day]?.[i] ?? 0,
    })),
  );
  return { title: 'Second Watch', timeZone: 'America/Chicago', turnMinutes: 60, turns };
}

const turnKey = (turn: { day: number; start: string }) => `${turn.day}/${turn.start}`;

/** A POST's body, kept in `sent`, and the answer queued in `next` for it, if any. */
function received<T>(init: RequestInit, sent: T[], next: Response[]): [T, Response | undefined] {
  const body = JSON.parse(String(init.body)) as T;
  sent.push(body);
  return [body, next.shift()];
}

export function fakeWatchService(plan: WatchPlan | null) {
  const service = {
    online: true,
    plan,
    /** The pledged tokens, by `day/start`. */
    tokens: new Map<string, Set<string>>(),
    pledges: [] as PledgeRequest[],
    gets: 0,
    /** Answers to give instead of the usual one to the next pledges, in order. */
    next: [] as Response[],
    /** "I kept this hour" as sent, and the tokens counted, by `day/start`. */
    kept: [] as KeptRequest[],
    keptTokens: new Map<string, Set<string>>(),
    /** Answers to give instead of 204 to the next "I kept this hour", in order. */
    nextKept: [] as Response[],
    /** Each set of hours a subscription is to be reminded of, as sent (with its bearer token). */
    reminders: [] as { id: string; authorization: string | null; hours: WatchHour[] }[],
    /** Answers to give instead of 200 to the next sets of hours, in order. */
    nextReminders: [] as Response[],
  };
  const counted = (turn: WatchTurn) => {
    const key = turnKey(turn);
    return { ...turn, keeping: turn.keeping + (service.tokens.get(key)?.size ?? 0), kept: turn.kept + (service.keptTokens.get(key)?.size ?? 0) };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!service.online) throw new TypeError('Failed to fetch');
      const path = String(input);
      if (path === apiPath('watchPlan') && (init?.method ?? 'GET') === 'GET') {
        service.gets += 1;
        if (!service.plan) return Response.json({ error: 'The church keeps no watch hour by hour.' }, { status: 404 });
        return Response.json({ ...service.plan, turns: service.plan.turns.map(counted) });
      }
      if (path === apiPath('pledgeTurn') && init?.method === 'POST') {
        const [body, queued] = received(init, service.pledges, service.next);
        if (queued) return queued;
        const tokens = service.tokens.get(turnKey(body)) ?? new Set<string>();
        if (body.pledged) tokens.add(body.token);
        else tokens.delete(body.token);
        service.tokens.set(turnKey(body), tokens);
        return new Response(null, { status: 204 });
      }
      if (path === apiPath('keptTurn') && init?.method === 'POST') {
        const [body, queued] = received(init, service.kept, service.nextKept);
        if (queued) return queued;
        service.keptTokens.set(turnKey(body), (service.keptTokens.get(turnKey(body)) ?? new Set<string>()).add(body.token));
        return new Response(null, { status: 204 });
      }
      const watch = apiPathPattern('remindWatchHours').exec(path);
      if (watch && init?.method === 'PUT') {
        const { hours } = JSON.parse(String(init.body)) as { hours: WatchHour[] };
        const authorization = new Headers(init.headers).get('authorization');
        service.reminders.push({ id: decodeURIComponent(watch[1]!), authorization, hours });
        return service.nextReminders.shift() ?? Response.json({ hours: hours.length });
      }
      return Response.json({ error: 'Not found' }, { status: 404 });
    }),
  );
  return service;
}

/** A service's refusal: `status` with `{error}`. */
export const refusal = (status: number, error: string) => Response.json({ error }, { status });
