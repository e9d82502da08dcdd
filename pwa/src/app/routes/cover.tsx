import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClientOnly } from '@/components/ui/client-only';
import { DeviceStateMain } from '@/components/ui/device-state';
import { PageLinks } from '@/components/ui/page-links';
import { ProgressBar } from '@/components/ui/progress-bar';
import { programme } from '@/content/programme';
import type { PinnedCover } from '@/types/content';
import { dayPath } from '@/lib/page-files';
import * as m from 'virtual:messages/pages';

// Below the fold and not needed to begin the day: loaded after the cover shows.
const CoverExtras = lazy(() => import('./cover-extras').then((m) => ({ default: m.CoverExtras })));
// Today's moment of the fast depends on the member's clock: computed in the browser.
const LiveMoment = lazy(() => import('@/features/cover/components/live-moment').then((m) => ({ default: m.LiveMoment })));

/** Where the cover leads besides today: every day of the fast, and the member's journey. */
const COVER_LINKS = [
  { to: '/days', label: m.coverAllDays },
  { to: '/journey', label: m.coverMyJourney },
];

export function CoverRoute() {
  const { church, title, subtitle, pinnedCover, pastor } = programme;
  const credit = <p className="cover__credit">{m.coverCredit({ pastor })}</p>;
  // The live moment may count what this device did (after the fast): ready once it is shown. A
  // pinned cover shows nothing of the device.
  const [liveShown, setLiveShown] = useState(false);
  const onLiveShown = useCallback(() => setLiveShown(true), []);
  return (
    <DeviceStateMain ready={Boolean(pinnedCover) || liveShown} className="page cover">
      {/* The moment fills the first screen; what loads later sits below it and shifts nothing. */}
      <div className="cover__hero">
        <header className="cover__masthead">
          <h1 className="cover__church">{church}</h1>
          <p className="cover__title">{title}</p>
          <p className="cover__subtitle">{subtitle}</p>
        </header>
        {pinnedCover ? (
          <PinnedMoment pin={pinnedCover} credit={credit} />
        ) : (
          <div className="cover__live">
            <ClientOnly>
              <Suspense fallback={null}>
                <LiveMoment credit={credit} onShown={onLiveShown} />
              </Suspense>
            </ClientOnly>
          </div>
        )}
        <nav className="cover__links" aria-label={m.coverLinks}>
          <PageLinks className="cover__days-link" links={COVER_LINKS} />
        </nav>
      </div>
      <ClientOnly>
        <Suspense fallback={null}>
          <CoverExtras />
        </Suspense>
      </ClientOnly>
    </DeviceStateMain>
  );
}

/** The cover pinned to one moment (the specification's screen: Day 12, 30% Complete). */
function PinnedMoment({ pin, credit }: { pin: PinnedCover; credit: ReactNode }) {
  return (
    <>
      <section className="cover__day" aria-labelledby="cover-day-line">
        <p className="cover__day-number" aria-hidden="true">
          {pin.day}
        </p>
        <p className="cover__day-line" id="cover-day-line">
          {m.coverDayLine({ day: pin.day, length: programme.lengthDays })}
        </p>
        <h2 className="cover__theme">{pin.theme}</h2>
        <ProgressBar percent={pin.percentComplete} label={m.coverPercentComplete({ percent: pin.percentComplete })} />
      </section>
      {credit}
      <Link className="button button--primary button--large" to={dayPath(pin.day)}>
        {m.coverBeginDay({ day: pin.day })}
      </Link>
    </>
  );
}
