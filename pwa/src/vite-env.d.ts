/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides content's programme start date (YYYY-MM-DD) for the countdown. */
  readonly VITE_PROGRAMME_START_DATE?: string;
  /** Origin of the service when the PWA is hosted elsewhere; same origin by default. */
  readonly VITE_API_BASE_URL?: string;
  /** A label for this build (release tag, commit), shown as `<html data-build>`. */
  readonly VITE_BUILD_ID?: string;
}
