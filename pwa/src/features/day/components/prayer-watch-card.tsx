import { Moon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatClockTime } from '@/lib/clock-time';
import type { PrayerWatch } from '@/types/content';

export function PrayerWatchCard({ watch }: { watch: PrayerWatch }) {
  const end = watch.end === '00:00' ? 'midnight' : formatClockTime(watch.end);
  return (
    <Card id="prayer-watch" title={watch.title} icon={<Moon aria-hidden="true" size={20} />}>
      <p>
        <time dateTime={watch.start}>{formatClockTime(watch.start)}</time> to {end}
      </p>
      <p>{watch.description}</p>
    </Card>
  );
}
