import * as m from 'virtual:messages/ui';
import { CloseIcon } from './shell-icons';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface Toast extends ToastInput {
  id: number;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}

/** Toasts: 4 s each (held while the pointer is on one or focus is in it, WCAG 2.2.1), at most 3
 *  visible (oldest dropped), announced by live regions. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...input, id }].slice(-TOAST_LIMIT));
  }, []);

  const polite = toasts.filter((t) => t.variant !== 'destructive');
  const urgent = toasts.filter((t) => t.variant === 'destructive');
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <section className="toasts" aria-label={m.toastsRegion}>
        <div className="toasts__list" role="status" aria-live="polite">
          {polite.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div className="toasts__list" role="alert" aria-live="assertive">
          {urgent.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const dismiss = useMemo(() => () => onDismiss(toast.id), [onDismiss, toast.id]);
  // A member reading it (pointer on it) or at its button (focus in it) keeps it; 4 s more after.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, held]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div
      className={`toast toast--${toast.variant ?? 'default'}`}
      data-variant={toast.variant ?? 'default'}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" onClick={dismiss} aria-label={m.toastDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
