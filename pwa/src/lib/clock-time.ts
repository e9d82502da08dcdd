import * as m from 'virtual:messages/clock';
import { HOUR_CYCLE } from './language';

/** 'HH:MM' on the church's clock, in the app's language: '06:00' → '6:00 AM' ('6:00 a. m.'),
 *  '17:45' → '5:45 PM', '00:00' → '12:00 AM'; on a 24-hour clock '17:45'. */
export function formatClockTime(time: string, cycle = HOUR_CYCLE): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const minute = String(min).padStart(2, '0');
  if (cycle === 'h23') return m.clock24Hour({ hour: h, minute });
  return m.clock12Hour({ hour: h % 12 === 0 ? 12 : h % 12, minute, half: h < 12 ? 'am' : 'pm' });
}
