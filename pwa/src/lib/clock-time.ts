import * as m from 'virtual:messages/clock';
import { writeTime, type HourCycle, type TimeFormat } from './clock';
import { HOUR_CYCLE } from './language';

/** 'HH:MM' on the church's clock, in the app's language: '06:00' → '6:00 AM' ('6:00 a. m.'),
 *  '17:45' → '5:45 PM', '00:00' → '12:00 AM'; on a 24-hour clock '17:45'. */
export const formatClockTime = (time: string, cycle: HourCycle = HOUR_CYCLE): string => writeTime(m, cycle, time);

/** A time in a placeholder, as the app's language and the church's clock write it. */
export const writeAppTime = (hhmm: string, format: TimeFormat): string => writeTime(m, HOUR_CYCLE, hhmm, format);
