// The published recordings: what the device kept at once, then the service's list (kept for
// next time, and for offline). Not reached: what was kept stays.
import { useEffect, useState } from 'react';
import { fetchRecordings, keptList, type Recording } from '../lib/recordings';

export function useRecordings(): Recording[] {
  const [list, setList] = useState(() => keptList.read());
  useEffect(() => {
    let live = true;
    fetchRecordings().then(
      (fresh) => {
        keptList.write(fresh);
        if (live) setList(fresh);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
