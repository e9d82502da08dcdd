import { useEffect, useState, type ComponentType } from 'react';

type PlayerComponent = ComponentType<{ day: number }>;

/**
 * The pastor's recording of `day`: its code (a chunk of its own) is loaded once the day page has
 * rendered, so it never holds the page back nor weighs on a first load; nothing until then.
 */
export function RecordingPlayer({ day }: { day: number }) {
  const [Player, setPlayer] = useState<PlayerComponent | null>(null);
  useEffect(() => {
    let live = true;
    import('./recording-player').then(
      (loaded) => live && setPlayer(() => loaded.default),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Player ? <Player day={day} /> : null;
}
