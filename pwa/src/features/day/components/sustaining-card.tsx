import { memo } from 'react';
import { Leaf } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Sustaining } from '@/types/content';

// Static for the day: memoized, so ticking a slot does not render it again.
export const SustainingCard = memo(function SustainingCard({ sustaining }: { sustaining: Sustaining }) {
  return (
    <Card id="sustaining" title={sustaining.title} icon={<Leaf aria-hidden="true" size={20} />}>
      <ul className="tips">
        {sustaining.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
});
