import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { SENT_TOAST, FAILED_TOAST, confirmToast } from './summary-toasts';
import { flushQueue, type Send } from './summary-outbox';

/** Sends summaries kept while offline: now (the app was opened) and whenever the device is back online. */
export function SummaryReplay({ send }: { send?: Send }) {
  const toast = useToast();
  useEffect(() => {
    const replay = () => {
      void flushQueue(send).then(({ sent, awaiting, refused }) => {
        if (sent > 0) toast(SENT_TOAST);
        if (awaiting > 0) toast(confirmToast());
        if (refused > 0) toast(FAILED_TOAST);
      });
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [send, toast]);
  return null;
}
