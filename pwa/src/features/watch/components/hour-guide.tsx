import guide from 'virtual:watch-guide';
import * as m from 'virtual:messages/watch';

/** The church's guide to praying through one turn, in this copy's language (none: nothing shown). */
export const HOUR_GUIDE: readonly string[] = guide ?? [];

/**
 * "Praying through your hour": the guide's steps in order. `#hour-guide` is where the reminder at
 * the start of a pledged hour leads.
 */
export function HourGuide() {
  if (HOUR_GUIDE.length === 0) return null;
  return (
    <section className="card watch-guide" id="hour-guide" aria-labelledby="hour-guide-title">
      <h2 className="card__title" id="hour-guide-title">
        {m.watchGuideTitle}
      </h2>
      <p className="card__hint">{m.watchGuideIntro}</p>
      <ol className="watch-guide__steps">
        {HOUR_GUIDE.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
