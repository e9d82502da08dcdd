import { useId } from 'react';
import offered from 'virtual:rhythms';
import type { RhythmKey } from '@/types/content';
import { useRhythm } from '../hooks/use-rhythm';
import { RHYTHMS } from '../lib/rhythms';
import * as m from 'virtual:messages/rhythms';

/**
 * A day page's one line for the rhythm, beside the way of fasting: every prayer time until the
 * member chooses another, changed at any time; nothing where the programme offers no rhythms.
 */
export function RhythmSelect() {
  const { rhythm, choose } = useRhythm();
  const id = useId();
  const rhythms = offered;
  if (!rhythms) return null;
  return (
    <p className="choice-line">
      <label htmlFor={id}>{m.rhythmsYourRhythm}</label>
      <select
        id={id}
        className="choice-line__select"
        value={rhythm ?? RHYTHMS[0]}
        onChange={(event) => choose(event.target.value as RhythmKey)}
      >
        {RHYTHMS.map((r) => (
          <option key={r} value={r}>
            {rhythms[r].name}
          </option>
        ))}
      </select>
    </p>
  );
}
