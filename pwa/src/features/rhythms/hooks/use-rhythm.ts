import { useCallback } from 'react';
import rhythms from 'virtual:rhythms';
import { keptChanged, useKept } from '@/hooks/use-kept';
import type { RhythmKey } from '@/types/content';
import { RHYTHM_KEY } from '@/lib/storage-keys';
import { rhythmStore } from '../lib/rhythm-store';

const itself = (rhythm: RhythmKey | null) => rhythm;

/**
 * The member's rhythm, kept current across the app and its tabs: null until chosen, on the
 * prerendered page, and where the programme offers no rhythms (then a day is kept whole).
 */
export function useRhythm() {
  const kept = useKept(rhythmStore, RHYTHM_KEY, itself, null);
  const choose = useCallback((next: RhythmKey) => {
    rhythmStore.write(next);
    keptChanged(RHYTHM_KEY);
  }, []);
  return { rhythm: rhythms ? kept : null, choose };
}
