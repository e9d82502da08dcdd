import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ClientOnly } from '@/components/ui/client-only';
import { ProgressBar } from '@/components/ui/progress-bar';
import { programme } from '@/content/programme';

// Below the fold and not needed to begin the day: loaded after the cover shows.
const InstallPrompt = lazy(() =>
  import('@/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);
const RemindersCard = lazy(() =>
  import('@/features/reminders/reminders-card').then((m) => ({ default: m.RemindersCard })),
);

export function CoverRoute() {
  const { church, title, subtitle, lengthDays, cover, pastor } = programme;
  return (
    <main className="page cover">
      {/* The moment fills the first screen; what loads later sits below it and shifts nothing. */}
      <div className="cover__hero">
        <header className="cover__masthead">
          <h1 className="cover__church">{church}</h1>
          <p className="cover__title">{title}</p>
          <p className="cover__subtitle">{subtitle}</p>
        </header>
        <section className="cover__day" aria-labelledby="cover-day-line">
          <p className="cover__day-number" aria-hidden="true">
            {cover.day}
          </p>
          <p className="cover__day-line" id="cover-day-line">
            Day {cover.day} of {lengthDays}
          </p>
          <h2 className="cover__theme">{cover.theme}</h2>
          <ProgressBar percent={cover.percentComplete} label={`${cover.percentComplete}% Complete`} />
        </section>
        <p className="cover__credit">By Pastor {pastor}</p>
        <Link className="button button--primary button--large" to={`/day/${cover.day}`}>
          Begin Day {cover.day}
        </Link>
      </div>
      <ClientOnly>
        <Suspense fallback={null}>
          <InstallPrompt />
          <RemindersCard programme={programme} />
        </Suspense>
      </ClientOnly>
    </main>
  );
}
