import { useId } from 'react';
import { Link } from 'react-router-dom';
import ways from 'virtual:ways-of-fasting';
import { WAYS, type Way } from '@/content/ways-of-fasting';
import { useWayOfFasting } from '../hooks/use-way-of-fasting';
import * as m from 'virtual:messages/ways-of-fasting';

/**
 * A day page's one line for the way of fasting: chosen the first time a member opens a day,
 * changed at any time. One line whatever is chosen, so choosing moves nothing on the page.
 */
export function WaySelect() {
  const { way, choose } = useWayOfFasting();
  const id = useId();
  return (
    <p className="choice-line way-select">
      <label htmlFor={id}>{m.waysYourWay}</label>
      <select id={id} className="choice-line__select" value={way ?? ''} onChange={(event) => choose(event.target.value as Way)}>
        <option value="" disabled>
          {m.waysChoose}
        </option>
        {WAYS.map((w) => (
          <option key={w} value={w}>
            {ways[w].name}
          </option>
        ))}
      </select>
      <Link to="/safety">{m.waysFastingSafely}</Link>
    </p>
  );
}
