import { memo } from 'react';
import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';

// Static for the day: memoized, so ticking a slot does not render it again.
export const DeclarationsCard = memo(function DeclarationsCard({ declarations }: { declarations: string[] }) {
  return (
    <Card id="declarations" title="Declarations" icon={<Megaphone aria-hidden="true" size={20} />}>
      <p className="card__hint">Speak these aloud at least three times today.</p>
      <ol className="declarations">
        {declarations.map((d) => (
          <li key={d}>“{d}”</li>
        ))}
      </ol>
    </Card>
  );
});
