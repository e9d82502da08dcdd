import { GlassWater } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import * as m from 'virtual:messages/hydration';

interface HydrationTrackerProps {
  goal: number;
  /** Controlled when both are given; otherwise the tracker keeps its own count. */
  count?: number;
  onChange?: (count: number) => void;
}

/** Tapping glass i below the count sets the count to i; otherwise to i + 1. */
export function nextHydrationCount(count: number, tapped: number): number {
  return tapped < count ? tapped : tapped + 1;
}

export function HydrationTracker({ goal, count, onChange }: HydrationTrackerProps) {
  const [local, setLocal] = useState(0);
  const controlled = count !== undefined && onChange !== undefined;
  const current = controlled ? count : local;
  const tap = (i: number) => {
    const next = nextHydrationCount(current, i);
    if (controlled) onChange(next);
    else setLocal(next);
  };
  return (
    <Card id="hydration" title={m.hydrationTitle} icon={<GlassWater aria-hidden="true" size={20} />}>
      <p className="hydration__count" aria-live="polite">
        {m.hydrationCount({ count: current, goal })}
      </p>
      <div className="hydration__glasses" role="group" aria-label={m.hydrationGlasses}>
        {Array.from({ length: goal }, (_, i) => (
          <button
            key={i}
            type="button"
            className={`glass ${i < current ? 'glass--full' : ''}`}
            aria-pressed={i < current}
            aria-label={m.hydrationGlass({ number: i + 1 })}
            onClick={() => tap(i)}
          >
            <GlassWater aria-hidden="true" size={26} />
          </button>
        ))}
      </div>
      <p className="card__hint">{m.hydrationHint}</p>
    </Card>
  );
}
