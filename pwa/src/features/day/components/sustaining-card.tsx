import { Leaf } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Sustaining } from '@/types/content';

export function SustainingCard({ sustaining }: { sustaining: Sustaining }) {
  return (
    <Card id="sustaining" title={sustaining.title} icon={<Leaf aria-hidden="true" size={20} />}>
      <ul className="tips">
        {sustaining.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
