import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import * as m from 'virtual:messages/day';

/** 'Clear this day', asking first: every tick, journal entry and glass of the day on this device. */
export function ClearDay({ day, onClear }: { day: number; onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <div className="clear-day">
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" size={18} />
          {m.dayClear}
        </button>
        <p className="clear-day__note">{m.dayClearNote}</p>
      </div>
    );
  }
  return (
    <div className="clear-day" role="group" aria-label={m.dayClearGroup({ day })}>
      <p>{m.dayClearQuestion({ day })}</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          onClear();
          setConfirming(false);
        }}
      >
        {m.dayClearYes({ day })}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setConfirming(false)} autoFocus>
        {m.dayClearKeep}
      </button>
    </div>
  );
}

