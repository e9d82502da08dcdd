import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOnline } from '@/hooks/use-online';
import * as m from 'virtual:messages/watch';
import { useWatch } from '../hooks/use-watch';
import { memberTimeZone } from '../lib/member-zone';
import { nightsOf } from '../lib/watch-nights';
import { HourGuide } from './hour-guide';
import { MyHours } from './my-hours';
import { WatchNights } from './watch-nights';

/** The document title of the watch (the prerendered page carries it too). */
export const WATCH_PAGE_TITLE = m.watchPageTitle({ title: programme.title });

interface WatchPageProps {
  tools?: ReactNode;
  /** Whether this device is reminded at the start of each pledged hour (push reminders on); undefined: not said. */
  reminded?: boolean;
}

/**
 * `/watch`: the church's nightly prayer watch, night by night and turn by turn, each turn with how
 * many keep it (never who), to pledge or let go of; the turns pledged from this device first, then
 * the church's guide to praying through an hour (`#hour-guide`, where a pledged hour's reminder
 * leads). What the device keeps (its pledges, the plan as last read) is applied once the page
 * runs: `main[data-ready]` from then on.
 */
export function WatchPage({ tools, reminded }: WatchPageProps) {
  useDocumentTitle(WATCH_PAGE_TITLE);
  const watch = useWatch();
  const online = useOnline();
  const { kept, now, reading } = watch;
  const plan = kept?.plan?.plan ?? null;
  const nights = useMemo(() => (plan && now ? nightsOf(plan, now, memberTimeZone()) : null), [plan, now]);

  // Opened from a pledged hour's reminder (/watch#hour-guide): the guide, once the page above it is laid out.
  const settled = watch.ready && (reading !== 'reading' || Boolean(kept?.plan));
  const scrolled = useRef(false);
  useEffect(() => {
    if (!settled || scrolled.current || window.location.hash !== '#hour-guide') return;
    scrolled.current = true;
    document.getElementById('hour-guide')?.scrollIntoView();
  }, [settled]);

  let body: ReactNode;
  if (!watch.ready || (kept?.plan === null && reading === 'reading')) {
    body = (
      <>
        <p className="watch__note">{m.watchLoading}</p>
        <HourGuide />
      </>
    );
  } else if (kept?.plan === null) {
    body = (
      <>
        <div className="watch__unavailable">
          <p className="watch__note watch__note--stale">{m.watchUnavailable}</p>
          <button type="button" className="button button--quiet" onClick={watch.retry}>
            {m.watchRetry}
          </button>
        </div>
        <HourGuide />
      </>
    );
  } else if (!nights) {
    body = <p className="watch__note">{m.watchNone({ church: programme.church })}</p>;
  } else {
    body = (
      <>
        {(reading === 'failed' || !online) && <p className="watch__note watch__note--stale">{m.watchStale}</p>}
        <MyHours pledges={kept!.pledges} nights={nights} plan={plan!} now={now!} onForget={watch.forget} reminded={reminded} />
        <HourGuide />
        <WatchNights nights={nights} pledges={kept!.pledges} onToggle={watch.toggle} />
      </>
    );
  }

  return (
    <DeviceStateMain ready={watch.ready} className="page watch">
      <PageNav links={[backTo('/', m.watchBack), { to: '/days', label: m.watchAllDays }]} tools={tools} />
      <PageHeading title={m.watchHeading}>{m.watchIntro({ church: programme.church })}</PageHeading>
      {/* Always there, so what it says later is read out. */}
      <p className="watch__status" role="status" aria-live="polite">
        {watch.status}
      </p>
      {body}
    </DeviceStateMain>
  );
}
