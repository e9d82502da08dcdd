// "Save a copy": one JSON file of everything this device holds for one programme (each day's
// ticked slots, journals and hydration; the prayer requests shared from here and the watch's
// pledges, as their features give them: lib/journey-parts.ts), with a format version and a
// SHA-256 checksum, and the reading of such a file back, refusing anything that is not a whole
// copy of this programme.
import type { JourneyPart } from '@/lib/journey-parts';
import { asRecord, stringsOf } from '@/lib/local-store';
import type { DayProgress } from '@/lib/device-store';
import * as m from 'virtual:messages/journey';

export const JOURNEY_FORMAT = 'prayer-fast-journey';
/*
 * Still 1 with `requests` and `pledges`: they are optional fields beside the rest, which keeps its
 * meaning. A reader from before them checks the checksum over the whole file (it still matches)
 * and restores the days, leaving out what it does not know, as nothing it reads means anything
 * else; this reader restores a file without them (saved before) as it always did. A change that
 * an older reader would misread (a field of its own given another meaning) takes version 2.
 */
export const JOURNEY_VERSION = 1;
export const MAX_JOURNEY_FILE_BYTES = 5 * 1024 * 1024;

/** Which programme a copy belongs to: the same church, title and start date. */
export interface ProgrammeIdentity {
  church: string;
  title: string;
  startDate: string;
}

export interface JourneyCopy {
  programme: ProgrammeIdentity;
  /** When the copy was saved (ISO 8601). */
  savedAt: string;
  /** Progress by day number; days with nothing kept are left out. */
  days: Record<number, DayProgress>;
  /** The prayer requests shared from this device (absent from a copy saved before they were carried). */
  requests?: unknown[];
  /** The watch's pledges made from this device (likewise). */
  pledges?: unknown[];
}

/** What else a copy carries, by its field in the file, as the features that keep them say (app/ gives them). */
export interface JourneyParts {
  requests?: JourneyPart<unknown>;
  pledges?: JourneyPart<unknown>;
}

export const PART_FIELDS = ['requests', 'pledges'] as const satisfies readonly (keyof JourneyParts & keyof JourneyCopy)[];

/** Why a file was refused; `message` is what the member reads. */
export class JourneyFileError extends Error {}

/** A file too large to be a saved copy (checked before it is read). */
export const tooLarge = () => new JourneyFileError(m.journeyFileTooLarge);

/** The file's text: the copy, its format and version, and a checksum over all of it. */
export async function writeJourneyFile(copy: JourneyCopy): Promise<string> {
  // As the file will read (a field left undefined is no field): the checksum covers just that.
  const body = JSON.parse(JSON.stringify({ format: JOURNEY_FORMAT, version: JOURNEY_VERSION, ...copy })) as Record<string, unknown>;
  return JSON.stringify({ ...body, checksum: await checksumOf(body) }, null, 2);
}

/**
 * The copy in `text`, for `programme`, its requests and pledges read by `parts`; a
 * `JourneyFileError` says why it cannot be restored.
 */
export async function readJourneyFile(text: string, programme: ProgrammeIdentity, parts: JourneyParts = {}): Promise<JourneyCopy> {
  if (new TextEncoder().encode(text).length > MAX_JOURNEY_FILE_BYTES) throw tooLarge();
  const notACopy = new JourneyFileError(m.journeyFileNotACopy);
  let raw: Record<string, unknown> | undefined;
  try {
    raw = asRecord(JSON.parse(text));
  } catch {
    throw notACopy;
  }
  if (!raw || raw.format !== JOURNEY_FORMAT) throw notACopy;
  if (raw.version !== JOURNEY_VERSION) {
    throw new JourneyFileError(m.journeyFileVersion({ version: String(raw.version) }));
  }
  const { checksum, ...body } = raw;
  if (typeof checksum !== 'string' || checksum !== (await checksumOf(body))) {
    throw new JourneyFileError(m.journeyFileDamaged);
  }
  const copy = parseCopy(body, parts);
  if (!copy) throw new JourneyFileError(m.journeyFileUnreadableParts);
  const theirs = copy.programme;
  if (theirs.church !== programme.church || theirs.title !== programme.title || theirs.startDate !== programme.startDate) {
    throw new JourneyFileError(m.journeyFileOtherProgramme({ title: theirs.title, start: theirs.startDate }));
  }
  return copy;
}

/** The checksum's field order never matters: keys are sorted at every level. */
async function checksumOf(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(value)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = asRecord(value);
  if (record) {
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The copy's fields, or null when any of them is not what a saved copy holds. */
function parseCopy(body: Record<string, unknown>, parts: JourneyParts): JourneyCopy | null {
  const programme = asRecord(body.programme);
  const days = asRecord(body.days);
  const { church, title, startDate } = programme ?? {};
  if (typeof church !== 'string' || typeof title !== 'string' || typeof startDate !== 'string') return null;
  if (typeof body.savedAt !== 'string' || Number.isNaN(Date.parse(body.savedAt)) || !days) return null;
  const parsed: Record<number, DayProgress> = {};
  for (const [key, value] of Object.entries(days)) {
    const progress = parseProgress(value);
    if (!/^[1-9]\d{0,2}$/.test(key) || !progress) return null;
    parsed[Number(key)] = progress;
  }
  const copy: JourneyCopy = { programme: { church, title, startDate }, savedAt: body.savedAt, days: parsed };
  for (const field of PART_FIELDS) {
    const raw = body[field];
    if (raw === undefined) continue;
    if (!Array.isArray(raw)) return null;
    const part = parts[field];
    // One record that is not one refuses the whole file, as a damaged day does.
    const records = part ? raw.map((record) => part.parse(record)) : raw;
    if (records.some((record) => record === null)) return null;
    copy[field] = records;
  }
  return copy;
}

function parseProgress(value: unknown): DayProgress | null {
  const record = asRecord(value);
  const journals = asRecord(record?.journals);
  if (!record || !journals || !Array.isArray(record.completed)) return null;
  const completed = stringsOf(record.completed);
  const texts = Object.entries(journals);
  const hydration = record.hydration;
  if (completed.length !== record.completed.length || texts.some(([, text]) => typeof text !== 'string')) return null;
  if (typeof hydration !== 'number' || !Number.isInteger(hydration) || hydration < 0) return null;
  return { completed: [...new Set(completed)], journals: Object.fromEntries(texts) as Record<string, string>, hydration };
}
