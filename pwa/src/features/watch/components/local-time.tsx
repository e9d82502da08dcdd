import * as m from 'virtual:messages/watch';
import type { LocalTime } from '../lib/watch-nights';

/** "8:00 PM your time" ("Thu 4:00 AM your time" on another date). */
export function LocalTimeText({ local }: { local: LocalTime }) {
  return (
    <span className="watch__local">
      {local.weekday === null ? m.watchYourTime({ time: local.time }) : m.watchYourTimeDay({ weekday: local.weekday, time: local.time })}
    </span>
  );
}
