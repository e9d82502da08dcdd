import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useMemo } from 'react';
import type { DayGuide } from '@/types/content';
import { useReader, useVoicesAvailable } from '../hooks/use-reader';
import { passagesOf } from '../lib/passages';
import * as m from 'virtual:messages/listen';

/**
 * "Listen": the day's scriptures, prayers and declarations read aloud, one after another, with
 * pause and stop and a note of what is being read. Not shown where the browser has no voice.
 */
export function ListenControl({ guide }: { guide: DayGuide }) {
  const available = useVoicesAvailable();
  const passages = useMemo(() => passagesOf(guide), [guide]);
  const reader = useReader(passages);
  if (!available) return null;
  const reading = reader.state !== 'idle';
  return (
    <div className="listen">
      {reading ? (
        <div className="listen__controls">
          {reader.state === 'playing' ? (
            <button type="button" className="button button--quiet listen__button" onClick={reader.pause}>
              <Pause aria-hidden="true" size={18} />
              <span className="page-nav__label">{m.listenPause}</span>
            </button>
          ) : (
            <button type="button" className="button button--quiet listen__button" onClick={reader.resume}>
              <Play aria-hidden="true" size={18} />
              <span className="page-nav__label">{m.listenResume}</span>
            </button>
          )}
          <button type="button" className="button button--quiet listen__button" onClick={reader.stop}>
            <Square aria-hidden="true" size={16} />
            <span className="page-nav__label">{m.listenStop}</span>
          </button>
        </div>
      ) : (
        <button type="button" className="button button--quiet listen__button" onClick={reader.play}>
          <Volume2 aria-hidden="true" size={18} />
          <span className="page-nav__label">{m.listenListen}</span>
        </button>
      )}
      <p className="listen__note" role="status">
        {reading &&
          (reader.state === 'paused' ? m.listenPaused : m.listenReading)({
            number: reader.index + 1,
            total: passages.length,
            label: passages[reader.index]!.label,
          })}
      </p>
    </div>
  );
}
