// The watch's turns by night: each night's date and turns on the church's clock, the member's own
// time beside each when their time zone is another, which turns are over, and tonight first.
import type { CivilDate } from '@/content/calendar';
import { formatClockTime } from '@/lib/clock-time';
import { LANG } from '@/lib/language';
import type { WatchPlan, WatchTurn } from '@/types/api';

export interface TurnView {
  turn: WatchTurn;
  /** Its start on the church's clock, as the app writes times ('9:00 PM'). */
  time: string;
  /** Its start on the member's clock, when their time zone is not the church's and the time is another. */
  local: LocalTime | null;
  /** It has ended: shown as over, not pledged. */
  over: boolean;
  /** It has begun and not ended. */
  now: boolean;
}

export interface LocalTime {
  time: string;
  /** The member's weekday ('Mon'), when their date is not the church's at that moment; else null. */
  weekday: string | null;
}

export interface NightView {
  /** The day whose night it is. */
  day: number;
  /** The night's date on the church's calendar. */
  date: CivilDate;
  turns: TurnView[];
  /** Every turn is over. */
  over: boolean;
  /** The night the church is in, or about to keep today. */
  tonight: boolean;
}

interface Moment {
  date: CivilDate;
  /** 'HH:MM' */
  clock: string;
}

// One formatter a zone (made when first used).
const formats = new Map<string, Intl.DateTimeFormat>();
function momentIn(zone: string, at: Date): Moment {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: { year: part('year'), month: part('month'), day: part('day') }, clock: `${pad(part('hour') % 24)}:${pad(part('minute'))}` };
}

const sameDate = (a: CivilDate, b: CivilDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/** `zone` names a time zone this browser knows. */
function knownZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    momentIn(zone, new Date(0));
    return true;
  } catch {
    return false;
  }
}

/** The member's time of an instant, when it is not the church's ('8:00 PM', with 'Thu' on another date). */
function localTime(at: Date, church: Moment, memberZone: string): LocalTime | null {
  const mine = momentIn(memberZone, at);
  if (mine.clock === church.clock && sameDate(mine.date, church.date)) return null;
  const weekday = sameDate(mine.date, church.date)
    ? null
    : new Intl.DateTimeFormat(LANG, { weekday: 'short', timeZone: memberZone }).format(at);
  return { time: formatClockTime(mine.clock), weekday };
}

/**
 * The plan's turns by night, in order: the nights still to keep (`upcoming`, tonight's first) and
 * those over (`past`). `memberZone`: the member's time zone; when it is another than the church's,
 * each turn carries its local time.
 */
export function nightsOf(plan: WatchPlan, now: Date, memberZone: string | undefined): { upcoming: NightView[]; past: NightView[] } {
  const churchZone = knownZone(plan.timeZone) ? plan.timeZone : 'UTC';
  const otherZone = knownZone(memberZone) && memberZone !== churchZone ? memberZone : null;
  const turnMs = plan.turnMinutes * 60_000;
  const today = momentIn(churchZone, now).date;
  const byDay = new Map<number, TurnView[]>();
  for (const turn of plan.turns) {
    const at = new Date(turn.startsAt);
    if (Number.isNaN(at.getTime())) continue;
    const church = momentIn(churchZone, at);
    const over = at.getTime() + turnMs <= now.getTime();
    const view: TurnView = {
      turn,
      time: formatClockTime(turn.start),
      local: otherZone ? localTime(at, church, otherZone) : null,
      over,
      now: !over && at.getTime() <= now.getTime(),
    };
    byDay.set(turn.day, [...(byDay.get(turn.day) ?? []), view]);
  }
  const nights = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, turns]): NightView => {
      turns.sort((a, b) => Date.parse(a.turn.startsAt) - Date.parse(b.turn.startsAt));
      const date = momentIn(churchZone, new Date(turns[0]!.turn.startsAt)).date;
      const over = turns.every((t) => t.over);
      return { day, date, turns, over, tonight: !over && (sameDate(date, today) || turns.some((t) => t.now)) };
    });
  return { upcoming: nights.filter((n) => !n.over), past: nights.filter((n) => n.over) };
}

/** How many of a night's turns still to keep have no one yet (`keeping` as shown). */
export const gapsOf = (night: NightView, keeping: (turn: WatchTurn) => number) =>
  night.turns.filter((t) => !t.over && keeping(t.turn) === 0).length;
