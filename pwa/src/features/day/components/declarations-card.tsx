import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';

export function DeclarationsCard({ declarations }: { declarations: string[] }) {
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
}
