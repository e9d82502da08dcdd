/// <reference types="vite-plugin-pwa/react" />
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useToast } from '@/components/ui/toast';
import { UpdatePrompt } from './update-prompt';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker: 'Ready to work offline' on first install, the update prompt after. */
export function ServiceWorkerUpdates() {
  const toast = useToast();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Members keep the app open for days: look for a new version every hour.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    toast({ title: 'Ready to work offline', description: 'Every day of the guide now opens without a connection.' });
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady, toast]);

  if (!needRefresh) return null;
  return <UpdatePrompt onReload={() => void updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />;
}
