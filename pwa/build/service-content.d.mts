// The types of service-content.mjs.

export const CONTENT_JSON_VAR: 'PRAYER_FAST_CONTENT_JSON';
export function serviceBinary(env?: NodeJS.ProcessEnv): string;
export function serviceContentJson(contentDir: string, env?: NodeJS.ProcessEnv): string;
