// The rhythm this member chose, kept on the device (null: not chosen yet, the whole guide).
import { stored } from '@/lib/local-store';
import type { RhythmKey } from '@/types/content';
import { isRhythm } from './rhythms';
import { RHYTHM_KEY } from '@/lib/storage-keys';

export const rhythmStore = stored<RhythmKey | null>(RHYTHM_KEY, (raw) => (isRhythm(raw) ? raw : null));
