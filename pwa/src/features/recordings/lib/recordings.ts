// The pastor's recordings the service publishes (GET /api/recordings), kept on the device so the
// day page knows them offline, and what the player shows of them.
import { requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import { asRecord, stored } from '@/lib/local-store';
import { isRecordingPath } from '@/lib/recordings-cache';
import { RECORDINGS_KEY } from '@/lib/storage-keys';

/** One published recording (the service's PublishedRecording). */
export interface Recording {
  day: number;
  lang: string;
  durationMs: number;
  /** Bytes. */
  size: number;
  /** Its audio's path (`API_PATHS.recordingAudio`) with `?v=<version>`: cached for good. */
  url: string;
}

function recordingOf(raw: unknown): Recording | null {
  const r = asRecord(raw);
  if (!r) return null;
  const { day, lang, durationMs, size, url } = r;
  if (typeof day !== 'number' || typeof lang !== 'string' || typeof durationMs !== 'number') return null;
  if (typeof size !== 'number' || typeof url !== 'string' || !isRecordingPath(url.replace(/[?#].*$/, ''))) return null;
  return { day, lang, durationMs, size, url };
}

/** The well-formed recordings of `raw` (an answer of the service, or what the device kept). */
export function recordingsOf(raw: unknown): Recording[] {
  const list = asRecord(raw)?.recordings;
  return Array.isArray(list) ? list.map(recordingOf).filter((r): r is Recording => r !== null) : [];
}

export const keptList = stored<Recording[]>(RECORDINGS_KEY, recordingsOf, (recordings) => ({ recordings }));

export const fetchRecordings = async (fetchFn?: typeof fetch) =>
  recordingsOf(await requestJson<unknown>(apiPath('recordingsList'), { method: 'GET', fetchFn }));

/** The recording of `day` in `lang`, if there is one. */
export const recordingFor = (list: readonly Recording[], day: number, lang: string) =>
  list.find((r) => r.day === day && r.lang === lang);

/** The recordings of `from` and the six days after it, in `lang` (those that exist). */
export const weekOf = (list: readonly Recording[], from: number, lang: string) =>
  list.filter((r) => r.lang === lang && r.day >= from && r.day < from + 7).sort((a, b) => a.day - b.day);

/** `m:ss` (or `h:mm:ss`) of a time in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}

/** The speeds the player offers, in the order a press steps through them. */
export const SPEEDS = [1, 1.25, 1.5, 0.75] as const;
export const nextSpeed = (speed: number) => SPEEDS[(SPEEDS.indexOf(speed as (typeof SPEEDS)[number]) + 1) % SPEEDS.length]!;
