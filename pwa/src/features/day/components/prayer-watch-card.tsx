import { memo } from 'react';
import { Moon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatClockTime } from '@/lib/clock-time';
import type { PrayerWatch } from '@/types/content';
import * as m from 'virtual:messages/day';

// Static for the day: memoized, so ticking a slot does not render it again.
export const PrayerWatchCard = memo(function PrayerWatchCard({ watch }: { watch: Omit<PrayerWatch, 'hours'> }) {
  const until = watch.end === '00:00' ? m.dayWatchUntilMidnight : m.dayWatchUntil({ end: formatClockTime(watch.end) });
  return (
    <Card id="prayer-watch" title={watch.title} icon={<Moon aria-hidden="true" size={20} />}>
      <p>
        <time dateTime={watch.start}>{formatClockTime(watch.start)}</time> {until}
      </p>
      <p>{watch.description}</p>
    </Card>
  );
});
