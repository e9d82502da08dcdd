import { Pause, Play, RotateCcw } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { useStartDate } from '@/content/programme-settings';
import { programme } from '@/content/programme';
import { programmeMoment } from '@/content/calendar';
import { LANG } from '@/lib/language';
import { useRecordings } from '../hooks/use-recordings';
import { BACK_SECONDS, useAudio } from '../hooks/use-audio';
import { clock, recordingFor, weekOf, type Recording } from '../lib/recordings';
import { KeepWeek } from './keep-week';
import * as m from 'virtual:messages/recordings';
import '../recordings.css';

const speedText = (speed: number) => new Intl.NumberFormat(LANG, { maximumFractionDigits: 2 }).format(speed);

/**
 * The pastor's recording of `day` in the page's language, above the day's text: play and pause,
 * 15 seconds back, the speed, where it is of its length, the browser's own player underneath, and
 * keeping this week's recordings on the phone. Nothing when the day has none.
 */
export default function RecordingPlayer({ day }: { day: number }) {
  const all = useRecordings();
  const recording = recordingFor(all, day, LANG);
  if (!recording) return null;
  return <Player recording={recording} all={all} />;
}

/** Today's day of the programme (the first before it starts; this page's day after it). */
function useWeekStart(day: number): number {
  const startDate = useStartDate();
  const moment = programmeMoment(startDate, programme.lengthDays, new Date());
  return moment.kind === 'during' ? moment.day : moment.kind === 'before' ? 1 : day;
}

export function Player({ recording, all }: { recording: Recording; all: readonly Recording[] }) {
  const audio = useRef<HTMLAudioElement>(null);
  const player = useAudio(audio);
  const heading = useId();
  const from = useWeekStart(recording.day);
  const week = useMemo(() => weekOf(all, from, LANG), [all, from]);
  const length = clock(recording.durationMs / 1000);
  return (
    <section className="recording" aria-labelledby={heading}>
      <h2 className="recording__heading" id={heading}>
        {m.recordingsHeading}
      </h2>
      <div className="recording__controls">
        <button type="button" className="button button--primary recording__button" onClick={player.toggle}>
          {player.playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          {player.playing ? m.recordingsPause : m.recordingsPlay}
        </button>
        <button type="button" className="button button--quiet recording__button" onClick={player.back} aria-label={m.recordingsBack}>
          <RotateCcw aria-hidden="true" size={18} />
          <span aria-hidden="true">{BACK_SECONDS}</span>
        </button>
        <button
          type="button"
          className="button button--quiet recording__button"
          onClick={player.changeSpeed}
          aria-label={m.recordingsSpeedLabel({ speed: speedText(player.speed) })}
        >
          {m.recordingsSpeed({ speed: speedText(player.speed) })}
        </button>
        <p className="recording__time">
          <span className="recording__position">{m.recordingsPosition({ position: clock(player.position), length })}</span>
        </p>
      </div>
      <audio ref={audio} className="recording__audio" src={recording.url} preload="none" controls aria-label={m.recordingsAudio} />
      <KeepWeek all={all} week={week} />
    </section>
  );
}
