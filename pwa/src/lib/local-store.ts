// Values this device keeps (localStorage), one JSON value a key. Storage is user-editable and may
// be missing, full or refused (private mode): reads go through a parser that keeps only
// well-formed values, and a refused write or removal is reported, never thrown.

/** A kept value: read through `parse` (given `null` when nothing usable is stored). */
export interface Stored<T> {
  read(): T;
  /** Keeps `value`; `null` forgets it. False when the browser refused. */
  write(value: T | null): boolean;
}

/** `parse` reads what is kept; `toJson` gives what to keep of a value (the value itself by default). */
export function stored<T>(key: string, parse: (raw: unknown) => T, toJson: (value: T) => unknown = (v) => v): Stored<T> {
  return {
    read() {
      try {
        return parse(JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null'));
      } catch {
        return parse(null);
      }
    },
    write(value) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(toJson(value)));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** `raw` as a plain object (not an array), or undefined. */
export function asRecord(raw: unknown): Record<string, unknown> | undefined {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
}

/** The strings of `raw` when it is an array; otherwise none. */
export function stringsOf(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
}
