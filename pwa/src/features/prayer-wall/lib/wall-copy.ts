// The requests shared from this device in a journey copy ("Save a copy" on /journey; app/ hands
// this part to the journey). Each goes whole, with its key: the copy alone proves a request is the
// member's, so on a new phone it shows how it stands and can be marked answered or withdrawn there
// (the privacy page says so). Restoring adds the requests this device does not hold, by key (never
// twice; its own are kept as they are); one the service has not got yet waits to be sent, under
// the same key, so a request sent from both phones is still kept once.
import type { JourneyPart } from '@/lib/journey-parts';
import { asRecord } from '@/lib/local-store';
import { flushWall, refreshMine } from './wall-sync';
import { keep, MINE_KEPT, mineStore, ownRequest, type OwnRequest } from './wall-store';

/** A request of a copy, when it reads back as itself: a field missing, cut or of another kind is no saved request. */
export function savedRequest(raw: unknown): OwnRequest | null {
  const record = asRecord(raw);
  const request = ownRequest(raw);
  if (!record || !request) return null;
  return (Object.keys(request) as (keyof OwnRequest)[]).every((field) => record[field] === request[field]) ? request : null;
}

/** `incoming` merged into `mine`: the requests it lacks (by key), newest first, and how many were added. */
export function withRestored(mine: readonly OwnRequest[], incoming: readonly OwnRequest[]): { requests: OwnRequest[]; added: number } {
  const keys = new Set(mine.map((r) => r.authorKey));
  const fresh = incoming.filter((r) => !keys.has(r.authorKey) && keys.add(r.authorKey));
  // As many as the device keeps (the newest).
  const requests = [...mine, ...fresh].sort((a, b) => b.askedAt - a.askedAt).slice(0, MINE_KEPT);
  return { requests, added: fresh.filter((r) => requests.includes(r)).length };
}

export const wallJourneyPart: JourneyPart<OwnRequest> = {
  copy: () => mineStore.read(),
  parse: savedRequest,
  merge(incoming) {
    const before = mineStore.read();
    const { requests, added } = withRestored(before, incoming);
    if (added === 0) return null;
    return {
      added,
      write: () => keep(mineStore, requests),
      // (An empty list is kept as none.)
      undo: () => void keep(mineStore, before.length > 0 ? before : null),
    };
  },
  restored() {
    // What waits goes now (or when the browser is online again, from any page); then how each stands.
    void flushWall().then(refreshMine);
  },
};
