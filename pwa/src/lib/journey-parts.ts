// What a journey copy ("Save a copy" on /journey) carries beside each day's progress: things other
// features keep on this device (the prayer requests shared from here, the watch's pledges). Each
// such feature says how its own are copied, read back and merged (a `JourneyPart`); app/ hands
// them to the journey, which seals them into the one file and restores them whole or not at all.

/** What merging a copy's records into this device would do, before anything is written. */
export interface PartMerge {
  /** How many things the device would gain, as the member counts them (a record it holds already adds nothing). */
  added: number;
  /** Writes the merge; false when the browser refused (then nothing of it was written). */
  write(): boolean;
  /** Puts back what `write` changed. */
  undo(): void;
}

/** One kind of record a journey copy carries, of type `T` in the file. */
export interface JourneyPart<T> {
  /** What this device holds, as the copy carries it (JSON-ready). */
  copy(): T[];
  /** One record of a copy, or null when it is not one (the whole file is then refused). */
  parse(raw: unknown): T | null;
  /** What merging `incoming` into this device would do (nothing it holds is replaced); null: nothing. */
  merge(incoming: readonly T[]): PartMerge | null;
  /** Once a restore is written: whatever should follow (sending what the service has not got). */
  restored?(): void;
}
