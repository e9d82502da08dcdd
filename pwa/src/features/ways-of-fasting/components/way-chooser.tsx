import ways from 'virtual:ways-of-fasting';
import { WAYS } from '@/content/ways-of-fasting';
import { useWayOfFasting } from '../hooks/use-way-of-fasting';

/** The three ways of fasting, each with what it asks; the member's choice is kept on the device. */
export function WayChooser() {
  const { way, choose } = useWayOfFasting();
  return (
    <fieldset className="card way-chooser">
      <legend className="way-chooser__legend">Choose your way of fasting</legend>
      <p className="way-chooser__note">
        Each is a full way to take part. The guide’s fast hours, its close and its tips follow your choice, and you can change it
        at any time.
      </p>
      {WAYS.map((w) => (
        <label key={w} className="way-chooser__option">
          <input type="radio" name="way-of-fasting" value={w} checked={way === w} onChange={() => choose(w)} />
          <span>
            <strong>{ways[w].name}</strong>
            <span className="way-chooser__description">{ways[w].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
