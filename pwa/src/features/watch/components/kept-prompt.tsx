import { useEffect, useRef, type FocusEvent } from 'react';
import { CloseIcon } from '@/components/ui/shell-icons';
import { formatClockTime } from '@/lib/clock-time';
import * as m from 'virtual:messages/watch-prompt';
import { useKeptPrompt } from '../hooks/use-kept-prompt';

/**
 * On every page: once a turn of the watch pledged from this device ends while the app is open,
 * "Your hour of the watch has ended." with "I kept this hour" (counted, under a fresh token, and
 * nothing else) or "Dismiss"; then thanks. Not modal: it takes no focus and traps none; what it
 * says is read out politely (the live region is always there, empty until then). A member who
 * answers from the keyboard goes on from the thanks' Close button, then back where they were.
 */
export function KeptPrompt() {
  const prompt = useKeptPrompt();
  const { asking, thanked, refusal } = prompt;
  const open = asking !== null || thanked !== null;
  const hour = asking ?? thanked;
  const card = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // Where focus was before it came into the prompt, and whether it is in the prompt as it changes.
  const cameFrom = useRef<HTMLElement | null>(null);
  const focusInside = useRef(false);
  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !card.current?.contains(from)) cameFrom.current = from;
  };
  const answering = (action: () => void) => () => {
    focusInside.current = card.current?.contains(document.activeElement) ?? false;
    action();
  };

  useEffect(() => {
    if (!focusInside.current) return;
    focusInside.current = false;
    if (thanked) close.current?.focus();
    else if (!asking && cameFrom.current?.isConnected) cameFrom.current.focus();
  }, [asking, thanked]);

  return (
    <section className="kept-prompt" aria-label={m.watchPromptRegion}>
      <div ref={card} onFocus={onFocus} className={open ? 'floating-card kept-prompt__card' : 'kept-prompt__card kept-prompt__card--empty'}>
        <div className="kept-prompt__text" role="status" aria-live="polite">
          {hour && (
            <>
              <p className="kept-prompt__title">{asking ? m.watchPromptEnded : m.watchPromptThanks}</p>
              <p className="kept-prompt__turn">{m.watchPromptTurn({ day: hour.day, time: formatClockTime(hour.start) })}</p>
              {thanked && refusal && <p className="kept-prompt__refused">{m.watchPromptRefused({ error: refusal })}</p>}
            </>
          )}
        </div>
        {asking && (
          <div className="kept-prompt__actions">
            <button type="button" className="button button--primary" onClick={answering(prompt.kept)}>
              {m.watchPromptKept}
            </button>
            <button type="button" className="button button--quiet" onClick={answering(prompt.dismiss)}>
              {m.watchPromptDismiss}
            </button>
          </div>
        )}
        {thanked && (
          <button ref={close} type="button" className="kept-prompt__close" onClick={answering(prompt.close)} aria-label={m.watchPromptClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </section>
  );
}
