// A member's kept recordings live in a cache of their own (RECORDINGS_CACHE, lib/storage-keys.ts;
// features/recordings keeps and removes them; the service worker answers /api/recordings/* from
// it, ranges included), not the app's precache, so they never count in the app's size.
import recordingAudio from 'virtual:api-paths/recordingAudio';

/** The path of a recording's audio (`API_PATHS.recordingAudio`: `{lang}` a segment, `{day}` a number). */
export const isRecordingPath = (pathname: string) =>
  new RegExp(`^${recordingAudio.replace('{lang}', '[^/]+').replace('{day}', '\\d+')}$`).test(pathname);
