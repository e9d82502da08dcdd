// The cache a member's kept recordings live in (features/recordings keeps and removes them; the
// service worker answers /api/recordings/* from it, ranges included): their own, not the app's
// precache, so they never count in the app's size.
export const RECORDINGS_CACHE = 'prayer-fast-recordings-v1';

/** The path of a recording's audio (`/api/recordings/<lang>/<day>`). */
export const isRecordingPath = (pathname: string) => /^\/api\/recordings\/[^/]+\/\d+$/.test(pathname);
