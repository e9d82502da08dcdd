import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A second step opened by a button (a confirmation, a short form): whether it is open, and the
 * button's ref, which takes the focus back when the member steps back out of it.
 */
export function useStep() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  useEffect(() => {
    if (!open && back.current) {
      back.current = false;
      opener.current?.focus();
    }
  }, [open]);
  const start = useCallback(() => setOpen(true), []);
  /** Back out: the opener has the focus again. */
  const cancel = useCallback(() => {
    back.current = true;
    setOpen(false);
  }, []);
  /** Done: closed without moving the focus (the caller places it). */
  const close = useCallback(() => setOpen(false), []);
  return { open, opener, start, cancel, close };
}
