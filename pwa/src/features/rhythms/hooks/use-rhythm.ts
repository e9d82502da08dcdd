import rhythms from 'virtual:rhythms';
import { useKeptChoice } from '@/hooks/use-kept-choice';
import { RHYTHM_KEY } from '@/lib/storage-keys';
import { rhythmStore } from '../lib/rhythm-store';

/**
 * The member's rhythm, kept current across the app and its tabs: null until chosen, on the
 * prerendered page, and where the programme offers no rhythms (then a day is kept whole).
 */
export function useRhythm() {
  const [kept, choose] = useKeptChoice(rhythmStore, RHYTHM_KEY);
  return { rhythm: rhythms ? kept : null, choose };
}
