// For tests: the service's prayer wall behind a stubbed `fetch`, answering as the API does, and
// recording every request that reached it. `online = false` makes every fetch fail as offline.
import { vi } from 'vitest';
import { apiPath } from '@/lib/api-path';
import type { AskRequest, MineRequest, MyRequest, WallRequest } from '@/types/api';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | ((body: unknown) => Response);

export function fakeService(wall: WallRequest[] = []) {
  const service = {
    online: true,
    calls: [] as Call[],
    wall,
    /** The requests asked, by id (as the service keeps them). */
    asked: new Map<string, AskRequest & MyRequest>(),
    /** An answer to give instead, by `METHOD /path`, once each (then the usual one). */
    next: new Map<string, Answer[]>(),
    /** The calls to `path` (under the wall's own, `API_PATHS.prayerWallRequests`: `/prayed`…), in order. */
    to(path: string) {
      return service.calls.filter((c) => c.path === `${apiPath('prayerWallRequests')}${path}`).map((c) => c.body);
    },
    /** Answers the next call to `METHOD /path` with `answer`. */
    answerNext(route: string, answer: Answer) {
      service.next.set(route, [...(service.next.get(route) ?? []), answer]);
    },
  };
  let ids = 0;

  const answer = (route: string, body: unknown): Response => {
    const queued = service.next.get(route)?.shift();
    if (queued) return typeof queued === 'function' ? queued(body) : queued;
    switch (route) {
      case `GET ${apiPath('prayerWallRequests')}`:
        return Response.json({ requests: service.wall });
      case `POST ${apiPath('askForPrayer')}`: {
        const ask = body as AskRequest;
        const id = `asked${String(++ids).padStart(17, '0')}`;
        service.asked.set(id, { ...ask, id, status: 'waiting', prayed: 0, answered: false, thanks: null });
        return Response.json({ id, status: 'waiting' }, { status: 201 });
      }
      case `POST ${apiPath('myRequests')}`: {
        const { requests } = body as MineRequest;
        const found = requests.flatMap((r) => {
          const kept = service.asked.get(r.id);
          if (!kept || kept.authorKey !== r.authorKey) return [];
          const { id, status, prayed, answered, thanks } = kept;
          return [{ id, status, prayed, answered, thanks }];
        });
        return Response.json({ requests: found });
      }
      case `POST ${apiPath('withdrawRequest')}`: {
        const { id } = body as { id: string };
        return service.asked.delete(id) ? new Response(null, { status: 204 }) : Response.json({ error: 'Not found' }, { status: 404 });
      }
      case `POST ${apiPath('prayedFor')}`:
      case `POST ${apiPath('reportRequest')}`:
      case `POST ${apiPath('markAnswered')}`:
        return new Response(null, { status: 204 });
      default:
        return Response.json({ error: 'Not found' }, { status: 404 });
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!service.online) throw new TypeError('Failed to fetch');
      const method = init?.method ?? 'GET';
      const path = String(input);
      const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
      service.calls.push({ method, path, body });
      return answer(`${method} ${path}`, body);
    }),
  );
  return service;
}

/** A service's refusal: `status` with `{error}`. */
export const refusal = (status: number, error: string) => Response.json({ error }, { status });
