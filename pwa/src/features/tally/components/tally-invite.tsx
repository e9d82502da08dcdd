import { useTallyChoice } from '../hooks/use-tally-choice';
import * as m from 'virtual:messages/tally';
import { TALLY_SENDS } from './tally-switch';

interface TallyInviteProps {
  startDate: string;
  day: number;
  completed: string[];
  onAnswered: () => void;
}

/**
 * Asked once, after a member's first tick: may the church count it? Shown just below the slot
 * ticked (what it moves, it moves in answer to the tap), covering nothing.
 */
export function TallyInvite({ startDate, day, completed, onAnswered }: TallyInviteProps) {
  const { counted, choose } = useTallyChoice();
  if (counted !== null) return null;
  const answer = (yes: boolean) => {
    choose(yes, { startDate, day, completed });
    onAnswered();
  };
  return (
    <section className="card tally-invite" aria-labelledby="tally-invite-title">
      <h3 className="tally-invite__title" id="tally-invite-title">
        {m.tallyInviteTitle}
      </h3>
      <p>
        {m.tallyInvite} {TALLY_SENDS}
      </p>
      <div className="tally-invite__actions">
        <button type="button" className="button button--primary" onClick={() => answer(true)}>
          {m.tallyInviteYes}
        </button>
        <button type="button" className="button button--quiet" onClick={() => answer(false)}>
          {m.tallyInviteNo}
        </button>
      </div>
    </section>
  );
}
