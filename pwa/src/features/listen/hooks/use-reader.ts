// Reads passages aloud with the browser's speech synthesis, one after another, with pause,
// resume and stop; offered only where the browser has a voice.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LANG } from '@/lib/language';
import type { Passage } from '../lib/passages';

const synth = (): SpeechSynthesis | undefined => (typeof window !== 'undefined' ? window.speechSynthesis : undefined);

const subscribeVoices = (onChange: () => void) => {
  const speech = synth();
  speech?.addEventListener?.('voiceschanged', onChange);
  return () => speech?.removeEventListener?.('voiceschanged', onChange);
};

/** Whether the browser can read aloud: speech synthesis with at least one voice (voices may load late). */
export function useVoicesAvailable(): boolean {
  return useSyncExternalStore(
    subscribeVoices,
    () => (synth()?.getVoices().length ?? 0) > 0,
    () => false,
  );
}

export type ReaderState = 'idle' | 'playing' | 'paused';

export function useReader(passages: readonly Passage[]) {
  const [state, setState] = useState<ReaderState>('idle');
  const [index, setIndex] = useState(0);
  // Each start gets a new run: the end events of a stopped run are ignored.
  const run = useRef(0);

  const speakFrom = useCallback(
    (start: number, current: number) => {
      const speech = synth();
      if (!speech || start >= passages.length) {
        setState('idle');
        return;
      }
      setIndex(start);
      const utterance = new SpeechSynthesisUtterance(passages[start]!.text);
      utterance.lang = LANG;
      utterance.rate = 0.95;
      utterance.onend = () => {
        if (run.current === current) speakFrom(start + 1, current);
      };
      utterance.onerror = (event) => {
        // 'interrupted'/'canceled' come from our own stop; anything else ends the reading.
        if (run.current === current && event.error !== 'interrupted' && event.error !== 'canceled') setState('idle');
      };
      speech.speak(utterance);
    },
    [passages],
  );

  const play = useCallback(() => {
    const speech = synth();
    if (!speech) return;
    speech.cancel();
    run.current += 1;
    setState('playing');
    speakFrom(0, run.current);
  }, [speakFrom]);

  const stop = useCallback(() => {
    run.current += 1;
    synth()?.cancel();
    setState('idle');
  }, []);

  const pause = useCallback(() => {
    synth()?.pause();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    synth()?.resume();
    setState('playing');
  }, []);

  // Leaving the page stops the reading.
  useEffect(
    () => () => {
      run.current += 1;
      synth()?.cancel();
    },
    [],
  );

  return { state, index, play, pause, resume, stop };
}
