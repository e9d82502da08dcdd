import ways from 'virtual:ways-of-fasting';
import { WAYS } from '@/content/ways-of-fasting';
import { useWayOfFasting } from '../hooks/use-way-of-fasting';
import * as m from 'virtual:messages/ways-of-fasting';

/** The three ways of fasting, each with what it asks; the member's choice is kept on the device. */
export function WayChooser() {
  const { way, choose } = useWayOfFasting();
  return (
    <fieldset className="card choice-card">
      <legend className="choice-card__legend">{m.waysChooserLegend}</legend>
      <p className="choice-card__note">{m.waysChooserNote}</p>
      {WAYS.map((w) => (
        <label key={w} className="choice-card__option">
          <input type="radio" name="way-of-fasting" value={w} checked={way === w} onChange={() => choose(w)} />
          <span>
            <strong>{ways[w].name}</strong>
            <span className="choice-card__description">{ways[w].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
