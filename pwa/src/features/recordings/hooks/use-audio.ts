// What the player shows of its <audio>: playing or not, the position and the speed.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { nextSpeed } from '../lib/recordings';

export const BACK_SECONDS = 15;

export function useAudio(audio: RefObject<HTMLAudioElement | null>) {
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const sync = () => {
      setPlaying(!el.paused && !el.ended);
      setPosition(el.currentTime);
      setSpeed(el.playbackRate);
    };
    const events = ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'ratechange'] as const;
    events.forEach((e) => el.addEventListener(e, sync));
    return () => events.forEach((e) => el.removeEventListener(e, sync));
  }, [audio]);

  const toggle = useCallback(() => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play()?.catch(() => {});
    else el.pause();
  }, [audio]);

  const back = useCallback(() => {
    const el = audio.current;
    if (el) el.currentTime = Math.max(0, el.currentTime - BACK_SECONDS);
  }, [audio]);

  const changeSpeed = useCallback(() => {
    const el = audio.current;
    if (el) el.playbackRate = nextSpeed(el.playbackRate);
  }, [audio]);

  return { playing, position, speed, toggle, back, changeSpeed };
}
