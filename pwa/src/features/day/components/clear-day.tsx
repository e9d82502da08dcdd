import { RotateCcw } from 'lucide-react';
import { useState } from 'react';

/** 'Clear this day', asking first: every tick, journal entry and glass of the day on this device. */
export function ClearDay({ day, onClear }: { day: number; onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <div className="clear-day">
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" size={18} />
          Clear this day
        </button>
        <p className="clear-day__note">Your progress is kept on this device only.</p>
      </div>
    );
  }
  return (
    <div className="clear-day" role="group" aria-label={`Clear Day ${day}`}>
      <p>Clear every tick, journal entry and glass for Day {day} on this device?</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          onClear();
          setConfirming(false);
        }}
      >
        Yes, clear Day {day}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setConfirming(false)} autoFocus>
        Keep my progress
      </button>
    </div>
  );
}

