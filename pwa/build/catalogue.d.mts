// The types of catalogue.mjs, the message catalogue's one reader (the build's and the browser tests').

/** What a message needs: each variable, and whether it chooses a plural form (a number). */
export type Variables = Map<string, 'number' | 'text'>;

export interface Compiled {
  id: string;
  /** Its export name (`begin-day` → `beginDay`). */
  name: string;
  variables: Variables;
  /** A JavaScript expression for the message's text (in terms of `a`, its variables). */
  code: string;
}

export interface Written {
  name: string;
  variables: Variables;
  write(args?: Record<string, unknown>): string;
}

export function exportName(id: string): string;
export function messageFile(contentDir: string, lang: string, area: string): string;
export function appAreas(contentDir: string, lang: string): string[];
export function compileArea(file: string, source: string): Compiled[];
export function readArea(contentDir: string, lang: string, area: string): Map<string, Written>;
export function areaMessages(contentDir: string, lang: string, area: string): Record<string, unknown>;
