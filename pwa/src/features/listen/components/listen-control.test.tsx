import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { guideDays, loadDayGuide } from '@/content/programme';
import type { DayGuide } from '@/types/content';
import { passagesOf } from '../lib/passages';
import { ListenControl } from './listen-control';

/** A speech synthesis that records what it is asked to say; `finish()` ends the current passage. */
function fakeSpeech(voices: number) {
  const spoken: string[] = [];
  let current: SpeechSynthesisUtterance | null = null;
  const listeners = new Set<() => void>();
  const speech = {
    paused: false,
    getVoices: () => Array.from({ length: voices }, () => ({ name: 'Voice' })),
    speak: vi.fn((u: SpeechSynthesisUtterance) => {
      current = u;
      spoken.push(u.text);
    }),
    cancel: vi.fn(() => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'canceled' } as SpeechSynthesisErrorEvent);
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: ((e: SpeechSynthesisErrorEvent) => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  const finish = () => act(() => current?.onend?.({} as SpeechSynthesisEvent));
  return { speech, spoken, finish, voicesArrive: () => act(() => listeners.forEach((f) => f())) };
}

let guide: DayGuide;
beforeAll(async () => {
  guide = await loadDayGuide(guideDays[0]!);
});
afterEach(() => vi.unstubAllGlobals());

describe('Listen', () => {
  it('reads the day one passage after another, saying which, with pause, resume and stop', async () => {
    const { speech, spoken, finish } = fakeSpeech(2);
    const passages = passagesOf(guide);
    render(<ListenControl guide={guide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(spoken).toEqual([passages[0]!.text]);
    expect(screen.getByRole('status')).toHaveTextContent(`Reading 1 of ${passages.length}: ${passages[0]!.label}`);

    finish();
    expect(spoken).toEqual([passages[0]!.text, passages[1]!.text]);
    expect(screen.getByRole('status')).toHaveTextContent(`Reading 2 of ${passages.length}: Daily Prayer`);

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(speech.pause).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Paused at 2 of');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(speech.resume).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(speech.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    finish();
    expect(spoken).toHaveLength(2);
  });

  it('reads to the end and stops there', async () => {
    const { spoken, finish } = fakeSpeech(1);
    const passages = passagesOf(guide);
    render(<ListenControl guide={guide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    for (let i = 0; i < passages.length; i++) finish();
    expect(spoken).toEqual(passages.map((p) => p.text));
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
  });

  it('is not offered without a voice, and appears when voices load', () => {
    const { voicesArrive, speech } = fakeSpeech(0);
    render(<ListenControl guide={guide} />);
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    speech.getVoices = () => [{ name: 'Late voice' }];
    voicesArrive();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
  });

  it('is not offered where the browser has no speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const { container } = render(<ListenControl guide={guide} />);
    expect(container).toBeEmptyDOMElement();
  });
});
