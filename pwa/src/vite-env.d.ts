/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the service when the PWA is hosted elsewhere; same origin by default. */
  readonly VITE_API_BASE_URL?: string;
  /** A label for this build (release tag, commit), shown as `<html data-build>`. */
  readonly VITE_BUILD_ID?: string;
}

/** PROGRAMME_START_DATE at build time ('' when unset): see vite.config.ts. */
declare const __PROGRAMME_START_DATE__: string;

// content/programme.json's long texts, as build/content-modules.ts gives them (the service's, filled).
declare module 'virtual:ways-of-fasting' {
  const ways: import('./types/content').WaysOfFasting;
  export default ways;
}
declare module 'virtual:safety' {
  const safety: import('./types/content').Safety;
  export default safety;
}
/** The guide to praying through an hour of the watch; null for a church without one. */
declare module 'virtual:watch-guide' {
  const guide: string[] | null;
  export default guide;
}

/** The rhythms a member may keep the day in; null for a programme that offers none. */
declare module 'virtual:rhythms' {
  const rhythms: import('./types/content').Rhythms | null;
  export default rhythms;
}

declare module 'virtual:day-index' {
  const days: import('./content/day-index').DaySummary[];
  export default days;
}

/** The language this build is in (build/language.ts). */
declare const __APP_LANG__: string;
/** Every language the programme offers, the first first (build/language.ts). */
declare const __LANGUAGES__: string[];
/** The church's clock, programme.json's `hourCycle` (build/language.ts). */
declare const __HOUR_CYCLE__: 'h12' | 'h23';

// The service worker's words in every language (build/messages.ts): one worker serves them all.
declare module 'virtual:messages-all/notifications' {
  const all: Record<string, typeof import('virtual:messages/notifications')>;
  export default all;
}

// The service's API paths (build/api-paths.ts): API_PATHS of types/api.ts, in a module of their own.
declare module 'virtual:api-paths' {
  export const API_PATHS: typeof import('./types/api').API_PATHS;
}
/** One of them, `virtual:api-paths/<name>` (the build fails on a name the service has not). */
declare module 'virtual:api-paths/*' {
  const path: string;
  export default path;
}
