import { Link } from 'react-router-dom';
import { useTallyChoice } from '../hooks/use-tally-choice';

export const TALLY_CHOICE = 'Count my prayers in the church’s tally, anonymously';
export const TALLY_SENDS =
  'Only the day, the prayer time you tick and a random code that changes every day are sent: never your name, address, journal or device.';

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
        {TALLY_SENDS} <Link to="/privacy">More on privacy</Link>
      </p>
    </div>
  );
}
