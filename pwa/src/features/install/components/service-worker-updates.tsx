import { useEffect, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toast';
import {
  acknowledgeOfflineReady,
  dismissUpdate,
  registerServiceWorker,
  reloadWithUpdate,
  serviceWorkerStatus,
  subscribeToServiceWorker,
} from '@/features/install/lib/service-worker-registration';
import * as m from 'virtual:messages/install';
import { UpdatePrompt } from './update-prompt';

/** Registers the service worker: 'Ready to work offline' on first install, the update prompt after. */
export function ServiceWorkerUpdates() {
  const toast = useToast();
  const { offlineReady, needRefresh } = useSyncExternalStore(subscribeToServiceWorker, serviceWorkerStatus);

  useEffect(registerServiceWorker, []);

  useEffect(() => {
    if (!offlineReady) return;
    toast({ title: m.installOfflineReadyTitle, description: m.installOfflineReady });
    acknowledgeOfflineReady();
  }, [offlineReady, toast]);

  if (!needRefresh) return null;
  return <UpdatePrompt onReload={reloadWithUpdate} onDismiss={dismissUpdate} />;
}
