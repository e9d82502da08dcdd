import { Check, CircleAlert } from 'lucide-react';
import { memo } from 'react';
import { longDate } from '@/content/calendar';
import { LANG } from '@/lib/language';
import * as m from 'virtual:messages/watch';
import type { TurnNamed } from '../hooks/use-watch';
import { gapsOf, type NightView, type TurnView } from '../lib/watch-nights';
import { holds, pledgeOf, shownKeeping, type Pledge } from '../lib/watch-store';
import { LocalTimeText } from './local-time';

const number = new Intl.NumberFormat(LANG);

/** "3 keeping watch", "No one yet" (the count as the language writes it). */
export const keepingText = (count: number) => m.watchKeeping({ count, people: number.format(count) });

/** A turn over: "3 kept watch" when any said they kept it, else "Over". */
const overText = (kept: number) => (kept > 0 ? m.watchKeptCount({ count: kept, people: number.format(kept) }) : m.watchOver);

interface WatchNightsProps {
  nights: { upcoming: NightView[]; past: NightView[] };
  pledges: Pledge[];
  onToggle: (turn: TurnNamed) => void;
}

/** The nights still to keep, tonight's first, each turn to pledge; then the nights over, folded away. */
export function WatchNights({ nights, pledges, onToggle }: WatchNightsProps) {
  return (
    <section className="watch-nights" aria-labelledby="watch-nights-title">
      <h2 className="section-title" id="watch-nights-title">
        {m.watchNightsTitle}
      </h2>
      {nights.upcoming.length === 0 && <p className="watch__note">{m.watchEnded}</p>}
      {nights.upcoming.map((night) => (
        <Night key={night.day} night={night} pledges={pledges} onToggle={onToggle} />
      ))}
      {nights.past.length > 0 && (
        <details className="watch-nights__past">
          <summary>{m.watchPastTitle}</summary>
          {nights.past.map((night) => (
            <Night key={night.day} night={night} pledges={pledges} onToggle={onToggle} />
          ))}
        </details>
      )}
    </section>
  );
}

function Night({ night, pledges, onToggle }: { night: NightView; pledges: Pledge[]; onToggle: (turn: TurnNamed) => void }) {
  const headingId = `watch-night-${night.day}`;
  const keeping = (view: TurnView) => shownKeeping(view.turn, pledgeOf(pledges, view.turn.day, view.turn.start));
  const gaps = gapsOf(night, (turn) => shownKeeping(turn, pledgeOf(pledges, turn.day, turn.start)));
  return (
    <section className={night.tonight ? 'card watch-night watch-night--tonight' : 'card watch-night'} aria-labelledby={headingId}>
      <header className="watch-night__head">
        <h3 className="watch-night__title" id={headingId}>
          {m.watchNight({ day: night.day })}
        </h3>
        {night.tonight && <p className="watch__tag">{m.watchTonight}</p>}
        <p className="watch-night__date">{longDate(night.date)}</p>
        {!night.over && (
          <p className={gaps > 0 ? 'watch-night__gaps watch-night__gaps--open' : 'watch-night__gaps'}>
            {m.watchNightGaps({ count: gaps })}
          </p>
        )}
      </header>
      <ul className="watch-night__turns">
        {night.turns.map((view) => {
          const pledge = pledgeOf(pledges, view.turn.day, view.turn.start);
          return (
            <Turn
              key={view.turn.start}
              view={view}
              keeping={keeping(view)}
              yours={holds(pledge)}
              error={pledge?.pledged ? pledge.error : null}
              onToggle={onToggle}
            />
          );
        })}
      </ul>
    </section>
  );
}

interface TurnProps {
  view: TurnView;
  keeping: number;
  yours: boolean;
  /** The service's words when it did not count this device's pledge. */
  error: string | null;
  onToggle: (turn: TurnNamed) => void;
}

const Turn = memo(function Turn({ view, keeping, yours, error, onToggle }: TurnProps) {
  const { turn, time, local, over } = view;
  const gap = !over && keeping === 0;
  const className = ['watch-turn', gap && 'watch-turn--gap', over && 'watch-turn--over', yours && 'watch-turn--yours']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} id={`watch-turn-${turn.day}-${turn.start.replace(':', '')}`}>
      <p className="watch-turn__when">
        <span className="watch-turn__time">{time}</span>
        {local && <LocalTimeText local={local} />}
        {view.now && <span className="watch__tag">{m.watchNow}</span>}
      </p>
      {turn.theme && <p className="watch-turn__theme">{turn.theme}</p>}
      <p className="watch-turn__count">
        {gap && <CircleAlert aria-hidden="true" size={18} />}
        {over ? overText(turn.kept) : keepingText(keeping)}
      </p>
      {!over && (
        <button
          type="button"
          className="button watch-turn__pledge"
          aria-pressed={yours}
          aria-label={m.watchPledgeLabel({ day: turn.day, time })}
          onClick={() => onToggle({ turn, time })}
        >
          {yours && <Check aria-hidden="true" size={18} />}
          {m.watchPledge}
        </button>
      )}
      {yours && <p className="watch-turn__yours">{m.watchYours}</p>}
      {error !== null && <p className="watch__error">{m.watchMineRefused({ error })}</p>}
    </li>
  );
});
