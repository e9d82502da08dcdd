/** '06:00' → '6:00 AM', '17:45' → '5:45 PM', '00:00' → '12:00 AM'. */
export function formatClockTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}
