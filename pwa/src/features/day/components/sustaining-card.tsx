import { memo } from 'react';
import { Leaf } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Sustaining } from '@/types/content';

// Static for the day: memoized, so ticking a slot does not render it again.
// `wayTips`: those of the member's way of fasting (breaking the fast, feeling faint, medication).
export const SustainingCard = memo(function SustainingCard({ sustaining, wayTips = [] }: { sustaining: Sustaining; wayTips?: string[] }) {
  return (
    <Card id="sustaining" title={sustaining.title} icon={<Leaf aria-hidden="true" size={20} />}>
      <ul className="tips">
        {[...sustaining.tips, ...wayTips].map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
});
