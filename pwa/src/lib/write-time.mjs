// How a time is written from a language's clock messages: the app's (lib/clock.ts), the build's and
// the browser tests' (testkit/messages.mjs) one definition. Plain JavaScript with no imports, so
// the kit runs it in Node as it is (types: write-time.d.mts).

/**
 * `hhmm` ('HH:MM') written as `format` on the church's clock: 'time' '6:00 AM' (or '17:45');
 * 'hour' '9 PM' on the hour; 'timeWords' 'midnight' and 'noon' in words; 'text' as written.
 */
export function writeTime(m, cycle, hhmm, format = 'time') {
  if (format === 'text') return hhmm;
  const [h = 0, min = 0] = hhmm.split(':').map(Number);
  if (format === 'timeWords' && min === 0 && h === 0) return m.clockMidnight;
  if (format === 'timeWords' && min === 0 && h === 12) return m.clockNoon;
  const minute = String(min).padStart(2, '0');
  if (cycle === 'h23') return m.clock24Hour({ hour: h, minute });
  const hour = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? 'am' : 'pm';
  if (format === 'hour' && min === 0) return m.clock12HourOnTheHour({ hour, half });
  return m.clock12Hour({ hour, minute, half });
}
