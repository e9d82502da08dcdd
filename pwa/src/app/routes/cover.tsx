import { Link } from 'react-router-dom';
import { programme } from '@/content/programme';
import { ProgressBar } from '@/components/ui/progress-bar';
import { InstallPrompt } from '@/features/install/install-prompt';
import { RemindersCard } from '@/features/reminders/reminders-card';

export function CoverRoute() {
  const { church, title, subtitle, lengthDays, cover, pastor } = programme;
  return (
    <main className="page cover">
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
      <InstallPrompt />
      <RemindersCard programme={programme} />
    </main>
  );
}
