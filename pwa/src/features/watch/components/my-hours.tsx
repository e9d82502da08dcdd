import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { longDate } from '@/content/calendar';
import { calendarUrl } from '@/lib/calendar-url';
import { formatClockTime } from '@/lib/clock-time';
import type { WatchPlan } from '@/types/api';
import * as m from 'virtual:messages/watch';
import { memberTimeZone } from '../lib/member-zone';
import { pledgedHours } from '../lib/watch-hours';
import type { NightView, TurnView } from '../lib/watch-nights';
import { holds, type Pledge } from '../lib/watch-store';
import { LocalTimeText } from './local-time';

interface MyHoursProps {
  pledges: Pledge[];
  nights: { upcoming: NightView[]; past: NightView[] };
  plan: WatchPlan;
  now: Date;
  onForget: (day: number, start: string) => void;
  /** Whether this device is reminded at the start of each pledged hour (push reminders on); undefined: not said. */
  reminded?: boolean;
}

/** "My hours": the turns still to come this device pledged (and any the service did not count), soonest first. */
export function MyHours({ pledges, nights, plan, now, onForget, reminded }: MyHoursProps) {
  const views = new Map<string, { night: NightView; view: TurnView }>();
  for (const night of [...nights.upcoming, ...nights.past]) {
    for (const view of night.turns) views.set(`${view.turn.day}/${view.turn.start}`, { night, view });
  }
  const turnMs = plan.turnMinutes * 60_000;
  const mine = pledges
    .filter((p) => (holds(p) && Date.parse(p.startsAt) + turnMs > now.getTime()) || (p.pledged && p.error !== null))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  return (
    <section className="card watch-mine" aria-labelledby="watch-mine-title">
      <h2 className="card__title" id="watch-mine-title">
        {m.watchMineTitle}
      </h2>
      {mine.length === 0 ? (
        <p className="card__hint">{m.watchMineEmpty}</p>
      ) : (
        <ul className="stacked-list watch-mine__list">
          {mine.map((p) => {
            const seen = views.get(`${p.day}/${p.start}`);
            const time = seen?.view.time ?? formatClockTime(p.start);
            return (
              <li key={`${p.day}/${p.start}`} className="watch-mine__item">
                <p className="watch-mine__turn">
                  <strong>{m.watchMineTurn({ day: p.day, time })}</strong>
                  {seen && <span className="watch-mine__date">{longDate(seen.night.date)}</span>}
                  {seen?.view.local && <LocalTimeText local={seen.view.local} />}
                </p>
                {p.error !== null ? (
                  <>
                    <p className="watch__error">{m.watchMineRefused({ error: p.error })}</p>
                    <button
                      type="button"
                      className="button button--quiet watch-mine__forget"
                      aria-label={m.watchMineForgetLabel({ day: p.day, time })}
                      onClick={() => onForget(p.day, p.start)}
                    >
                      {m.watchMineForget}
                    </button>
                  </>
                ) : (
                  !p.sent && <p className="watch-mine__waiting">{m.watchMineWaiting}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {reminded === true && <p className="watch-mine__reminded">{m.watchMineReminded}</p>}
      {reminded === false && (
        <p className="watch-mine__reminded">
          {m.watchMineNotReminded} <Link to="/#reminders">{m.watchMineRemindLink}</Link>
        </p>
      )}
      <CalendarLink pledges={pledges} plan={plan} now={now} />
    </section>
  );
}

/** "Add my hours to my calendar": the church's calendar with this device's hours still to come, in the member's time zone. */
function CalendarLink({ pledges, plan, now }: Pick<MyHoursProps, 'pledges' | 'plan' | 'now'>) {
  const hours = pledgedHours(pledges, now.getTime(), plan.turnMinutes * 60_000);
  if (hours.length === 0) return null;
  return (
    <a className="button button--quiet watch-mine__calendar" href={calendarUrl(memberTimeZone() ?? plan.timeZone, hours)} download="prayer-fast.ics">
      <CalendarPlus aria-hidden="true" size={18} />
      {m.watchMineCalendar}
    </a>
  );
}
