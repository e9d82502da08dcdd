import { memo } from 'react';
import { BookOpen } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { DayGuide } from '@/types/content';
import { ScripturePassage } from '@/components/ui/scripture-passage';
import * as m from 'virtual:messages/day';

// Static for the day: memoized, so ticking a slot does not render it again.
export const DailyFoundation = memo(function DailyFoundation({ guide }: { guide: DayGuide }) {
  return (
    <Card id="daily-foundation" title={m.dayDailyFoundation} icon={<BookOpen aria-hidden="true" size={20} />}>
      <h3 className="card__subtitle">{m.dayAnchorScripture}</h3>
      <ScripturePassage scripture={guide.anchorScripture} lead="" />
      <h3 className="card__subtitle">{m.dayDailyPrayer}</h3>
      <p className="prayer">{guide.dailyPrayer}</p>
    </Card>
  );
});
