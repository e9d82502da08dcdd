import { useKeptChoice } from '@/hooks/use-kept-choice';
import { WAY_OF_FASTING_KEY } from '@/lib/storage-keys';
import { wayStore } from '../lib/way-store';

/** The member's way of fasting (null until chosen, and on the prerendered page), kept current across the app. */
export function useWayOfFasting() {
  const [way, choose] = useKeptChoice(wayStore, WAY_OF_FASTING_KEY);
  return { way, choose };
}
