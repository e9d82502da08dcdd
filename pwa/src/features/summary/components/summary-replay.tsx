import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import { useReplay } from '@/hooks/use-replay';
import { SENT_TOAST, FAILED_TOAST, confirmToast } from '@/features/summary/lib/summary-toasts';
import { flushQueue, type Send } from '@/features/summary/lib/summary-outbox';

/** Sends summaries kept while offline or while the service was out of reach: now (the app was
 *  opened), whenever the device is back online, and whenever the member comes back to the app. */
export function SummaryReplay({ send }: { send?: Send }) {
  const toast = useToast();
  const replay = useCallback(() => {
    void flushQueue(send).then(({ sent, awaiting, refused }) => {
      if (sent > 0) toast(SENT_TOAST);
      // Names the address when only one waits.
      if (awaiting.length > 0) toast(confirmToast(awaiting.length === 1 ? awaiting[0] : undefined));
      if (refused > 0) toast(FAILED_TOAST);
    });
  }, [send, toast]);
  useReplay(replay);
  return null;
}
