import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatClockTime } from '@/lib/clock-time';
import type { Slot } from '@/types/content';
import { SlotIcon } from './slot-icon';
import * as m from 'virtual:messages/day';

/** Once a day: the prayer focus of the day's one prayer time, its time offered, never asked. */
export function PathFocus({ slot }: { slot: Slot }) {
  return (
    <Card id="path-focus" title={m.dayPathFocus} icon={<SlotIcon name={slot.icon} size={20} />}>
      <p className="path__time">{m.dayPathSuggestedTime({ time: formatClockTime(slot.time) })}</p>
      {slot.prayerFocus && <p className="prayer">{slot.prayerFocus}</p>}
    </Card>
  );
}

/** Once a day: the day's one tick, which is the prayer time's own (the same tick in the rest of the guide). */
export function PathTick({ done, onToggle }: { done: boolean; onToggle: () => void }) {
  return (
    <div className={`card path-tick ${done ? 'path-tick--done' : ''}`} id="short-path">
      <label className="path-tick__label">
        <span className="slot__check">
          <input type="checkbox" className="slot__check-input" checked={done} onChange={onToggle} />
          <span className="slot__check-box" aria-hidden="true">
            <Check size={20} />
          </span>
        </span>
        {m.dayPathDone}
      </label>
    </div>
  );
}

/** What a rhythm sets aside for later: closed until the member opens it; its ticks and journals work as ever. */
export function SetAside({ summary, note, children }: { summary: string; note: string; children: ReactNode }) {
  return (
    <details className="set-aside">
      <summary className="set-aside__summary">{summary}</summary>
      <div className="set-aside__body">
        <p className="set-aside__note">{note}</p>
        {children}
      </div>
    </details>
  );
}
