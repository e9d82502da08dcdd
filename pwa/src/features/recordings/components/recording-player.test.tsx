import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LANG } from '@/lib/language';
import { keptList, type Recording } from '../lib/recordings';
import RecordingPlayer, { Player } from './recording-player';

const recording: Recording = { day: 3, lang: LANG, durationMs: 125_000, size: 2_000_000, url: `/api/recordings/${LANG}/3?v=0123456789abcdef` };

/** The <audio> of the player, made to behave as a browser's (jsdom has no media). */
function fakeMedia(audio: HTMLAudioElement) {
  const state = { paused: true, currentTime: 0, playbackRate: 1 };
  const fire = (type: string) => act(() => void audio.dispatchEvent(new Event(type)));
  Object.defineProperties(audio, {
    paused: { get: () => state.paused },
    ended: { get: () => false },
    currentTime: {
      get: () => state.currentTime,
      set: (v: number) => {
        state.currentTime = v;
        void Promise.resolve().then(() => fire('seeked'));
      },
    },
    playbackRate: {
      get: () => state.playbackRate,
      set: (v: number) => {
        state.playbackRate = v;
        void Promise.resolve().then(() => fire('ratechange'));
      },
    },
  });
  audio.play = vi.fn(() => {
    state.paused = false;
    void Promise.resolve().then(() => fire('play'));
    return Promise.resolve();
  });
  audio.pause = vi.fn(() => {
    state.paused = true;
    void Promise.resolve().then(() => fire('pause'));
  });
  return {
    state,
    at: (seconds: number) => {
      state.currentTime = seconds;
      fire('timeupdate');
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the pastor's recording", () => {
  it('plays and pauses, goes 15 s back, steps through the speeds and shows where it is of its length', async () => {
    const { container } = render(<Player recording={recording} all={[recording]} />);
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('src')).toBe(recording.url);
    expect(screen.getByRole('heading', { name: 'Hear the pastor read this day' })).toBeInTheDocument();
    expect(container).toHaveTextContent('0:00 of 2:05');
    const media = fakeMedia(audio);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.play).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    media.at(40);
    expect(container).toHaveTextContent('0:40 of 2:05');

    await userEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(media.state.currentTime).toBe(25);
    await waitFor(() => expect(container).toHaveTextContent('0:25 of 2:05'));
    media.at(10);
    await userEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(media.state.currentTime).toBe(0);

    const speeds: number[] = [];
    for (const shown of ['1', '1.25', '1.5', '0.75']) {
      const button = await screen.findByRole('button', { name: `Speed ${shown}×, change speed` });
      await userEvent.click(button);
      speeds.push(media.state.playbackRate);
    }
    expect(speeds).toEqual([1.25, 1.5, 0.75, 1]);

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.pause).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument());
  });

  it('is the day’s recording in the page’s language, from the list the device kept when offline', async () => {
    keptList.write([recording, { ...recording, day: 4, url: `/api/recordings/${LANG}/4?v=1` }]);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { container } = render(<RecordingPlayer day={3} />);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(recording.url);
  });

  it('is nothing for a day without one, or with one in another language only', async () => {
    const other = { ...recording, lang: 'xx', url: '/api/recordings/xx/3?v=1' };
    const fetchFn = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ recordings: [other] }))));
    vi.stubGlobal('fetch', fetchFn);
    const { container } = render(<RecordingPlayer day={3} />);
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await waitFor(() => expect(keptList.read()).toEqual([other]));
    expect(container).toBeEmptyDOMElement();
  });

  it('appears once the service lists the day’s recording', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ recordings: [recording] })))));
    const { container } = render(<RecordingPlayer day={3} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
  });
});
