import { lazy, Suspense, type ComponentType } from 'react';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { programme } from '@/content/programme';
import { ToastProvider } from '@/components/ui/toast';
import { LanguageSwitch } from '@/features/language/components/language-switch';
import { SummaryReplay } from '@/features/summary/components/summary-replay';
import { useAfterIdle } from '@/hooks/use-after-idle';
import { AppRoutes } from './router';

/**
 * Code the page can do without, loaded once it is idle. If it cannot load (the connection dropped
 * before then, and no service worker serves it yet), the page goes on without it until the next
 * visit: a failed load must not take the whole page down.
 */
function optional(load: () => Promise<ComponentType>) {
  const without: ComponentType = () => null;
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: without })));
}

// Registers the service worker once the page is up; nothing to show until an update waits.
const ServiceWorkerUpdates = optional(() =>
  import('@/features/install/components/service-worker-updates').then((m) => m.ServiceWorkerUpdates),
);

// Sends the tally's ticks kept while offline (when the member chose to be counted).
const TallyReplay = optional(() => import('@/features/tally/components/tally-replay').then((m) => m.TallyReplay));

// The watch on every page (a church that keeps it hour by hour): sends what waits, and asks
// "I kept this hour" once a pledged hour ends.
const WatchShell = optional(() => import('./watch-shell').then((m) => m.WatchShell));

// Sends the prayer wall's requests, prayers and reports kept while offline, from any page.
const WallReplay = optional(() => import('@/features/prayer-wall/components/wall-replay').then((m) => m.WallReplay));

// Learns the programme's start date (and whether push reminders are on) from the service.
const ProgrammeSync = optional(() => import('./programme-sync').then((m) => m.ProgrammeSync));

/** The church keeps its watch hour by hour (turns to pledge). */
const WATCH_HOURS = Boolean(programme.prayerWatch?.hours);

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` when prerendering. */
export function App() {
  // The service worker and the programme's settings wait until the page
  // is idle after hydrating: the first paint and the first tap need none of them.
  const afterIdle = useAfterIdle();
  return (
    <ToastProvider>
      <OfflineIndicator />
      {afterIdle && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
          <ProgrammeSync />
          <TallyReplay />
          <WallReplay />
          {WATCH_HOURS && <WatchShell />}
        </Suspense>
      )}
      {/* Part of the first load: a device that goes offline at once still sends what it kept. */}
      <SummaryReplay />
      <LanguageSwitch />
      <AppRoutes />
    </ToastProvider>
  );
}
