import offered from 'virtual:rhythms';
import { useRhythm } from '../hooks/use-rhythm';
import { RHYTHMS } from '../lib/rhythms';
import * as m from 'virtual:messages/rhythms';

/** The rhythms a member may keep the day in, each with what it asks; nothing where the programme offers none. */
export function RhythmChooser() {
  const { rhythm, choose } = useRhythm();
  const rhythms = offered;
  if (!rhythms) return null;
  return (
    <fieldset className="card choice-card">
      <legend className="choice-card__legend">{m.rhythmsChooserLegend}</legend>
      <p className="choice-card__note">{m.rhythmsChooserNote}</p>
      {RHYTHMS.map((r) => (
        <label key={r} className="choice-card__option">
          {/* Before any choice the whole guide is the member's: shown as chosen. */}
          <input type="radio" name="rhythm" value={r} checked={(rhythm ?? RHYTHMS[0]) === r} onChange={() => choose(r)} />
          <span>
            <strong>{rhythms[r].name}</strong>
            <span className="choice-card__description">{rhythms[r].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
