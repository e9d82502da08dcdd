import { memo } from 'react';
import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import * as m from 'virtual:messages/day';

// Static for the day: memoized, so ticking a slot does not render it again.
export const DeclarationsCard = memo(function DeclarationsCard({ declarations }: { declarations: string[] }) {
  return (
    <Card id="declarations" title={m.dayDeclarations} icon={<Megaphone aria-hidden="true" size={20} />}>
      <p className="card__hint">{m.dayDeclarationsHint}</p>
      <ol className="declarations">
        {declarations.map((d) => (
          <li key={d}>{m.dayQuoted({ text: d })}</li>
        ))}
      </ol>
    </Card>
  );
});
