// The rhythm this member chose, kept on the device (null: not chosen yet, the whole guide).
import { stored } from '@/lib/local-store';
import type { RhythmKey } from '@/types/content';
import { isRhythm } from './rhythms';

export const RHYTHM_KEY = 'prayer-fast:v1:rhythm';

export const rhythmStore = stored<RhythmKey | null>(RHYTHM_KEY, (raw) => (isRhythm(raw) ? raw : null));
