import { Link } from 'react-router-dom';
import * as m from 'virtual:messages/tally';
import { useTallyChoice } from '../hooks/use-tally-choice';

export const TALLY_CHOICE = m.tallyChoice;
export const TALLY_SENDS = m.tallySends;

/** The member's choice to be counted, changeable at any time (the reminders card, the journey page). */
export function TallySwitch() {
  const { counted, choose } = useTallyChoice();
  return (
    <div className="tally-switch">
      <label className="tally-switch__choice">
        <input type="checkbox" checked={counted === true} onChange={(event) => choose(event.target.checked)} />
        {TALLY_CHOICE}
      </label>
      <p className="tally-switch__note">
        {TALLY_SENDS} <Link to="/privacy">{m.tallyPrivacy}</Link>
      </p>
    </div>
  );
}
