import { Download, Trash2 } from 'lucide-react';
import { LANG } from '@/lib/language';
import { useKeptWeek } from '../hooks/use-kept-week';
import { sizeOf } from '../lib/keep';
import type { Recording } from '../lib/recordings';
import * as m from 'virtual:messages/recordings';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(LANG, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

/** "Keep this week's recordings on this phone", the space they take, and removing them. */
export function KeepWeek({ all, week }: { all: readonly Recording[]; week: readonly Recording[] }) {
  const kept = useKeptWeek(all, week);
  if (!kept.available || week.length === 0) return null;
  const holding = kept.state === 'kept' && kept.kept.length > 0;
  return (
    <div className="recording__keep">
      {holding ? (
        <button type="button" className="button button--quiet recording__button" onClick={kept.remove}>
          <Trash2 aria-hidden="true" size={18} />
          {m.recordingsRemove}
        </button>
      ) : (
        <button
          type="button"
          className="button button--quiet recording__button"
          onClick={kept.keep}
          disabled={kept.state === 'keeping' || kept.state === 'unknown'}
        >
          <Download aria-hidden="true" size={18} />
          {m.recordingsKeep}
        </button>
      )}
      <p className="recording__note" role="status">
        {holding && m.recordingsKept({ size: megabytes(sizeOf(kept.kept)) })}
        {kept.state === 'keeping' && m.recordingsKeeping}
        {kept.state === 'removed' && m.recordingsRemoved}
        {kept.state === 'failed' && m.recordingsKeepFailed}
      </p>
    </div>
  );
}
