import type { ReactNode } from 'react';
import { ScripturePassage } from '@/components/ui/scripture-passage';
import { dateOfDay, longDate } from '@/content/calendar';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide, PrayerWatch, Slot } from '@/types/content';
import * as m from 'virtual:messages/print';

/** Ruled lines to write on, for a journal left empty. */
const WRITING_LINES = 6;

interface PrintDayProps {
  guide: DayGuide;
  startDate: string;
  /** The church's prayer watch, if it keeps one. */
  watch?: Omit<PrayerWatch, 'hours'>;
  /** This device's journals for the day, when the member prints their own. */
  journals?: Record<string, string>;
}

/** One day of the print edition: it starts a new page, with no controls, and room to write. */
export function PrintDay({ guide, startDate, watch, journals }: PrintDayProps) {
  const dateLine = guide.date?.kind === 'label' ? guide.date.text : longDate(dateOfDay(startDate, guide.day));
  const slots = guide.closeShownAs === 'slot' ? [...guide.slots, guide.close] : guide.slots;
  return (
    <article className="card print-day" aria-labelledby={`print-day-${guide.day}`}>
      <header className="print-day__header">
        <p className="print-day__number">{m.printDayNumber({ day: guide.day, date: dateLine })}</p>
        <h2 className="print-day__theme" id={`print-day-${guide.day}`}>
          {guide.theme}
        </h2>
        {guide.fastHours && <p className="print-day__hours">{guide.fastHours}</p>}
      </header>
      <ScripturePassage scripture={guide.anchorScripture} lead="" />
      <h3 className="print-day__subtitle">{m.printDailyPrayer}</h3>
      <p className="print-day__prayer">{guide.dailyPrayer}</p>
      {slots.map((slot) => (
        <PrintSlot key={slot.key} slot={slot} written={slot.journal ? journals?.[slot.journal.key] : undefined} />
      ))}
      {guide.closeShownAs === 'card' && <PrintSlot slot={guide.close} />}
      {watch && <PrintWatch watch={watch} />}
      <section className="print-day__section">
        <h3 className="print-day__subtitle">{guide.sustaining.title}</h3>
        <ul>
          {guide.sustaining.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {/* Paper has no way of fasting chosen: the food tips are printed under a label that says whom they are for. */}
        {guide.sustaining.foodTips?.length ? (
          <>
            <p className="print-slot__part-title">{m.printFoodTips}</p>
            <ul className="print-day__food-tips">
              {guide.sustaining.foodTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="print-day__section">
        <h3 className="print-day__subtitle">{m.printDeclarations}</h3>
        <ol>
          {guide.declarations.map((d) => (
            <li key={d}>{m.printQuoted({ text: d })}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function PrintWatch({ watch }: { watch: Omit<PrayerWatch, 'hours'> }) {
  return (
    <section className="print-day__section">
      <h3 className="print-day__subtitle">
        {watch.end === '00:00'
          ? m.printWatchMidnight({ title: watch.title, start: formatClockTime(watch.start) })
          : m.printWatch({ title: watch.title, start: formatClockTime(watch.start), end: formatClockTime(watch.end) })}
      </h3>
      <p>{watch.description}</p>
    </section>
  );
}

function PrintSlot({ slot, written }: { slot: Slot; written?: string }) {
  const { journal } = slot;
  return (
    <section className="print-slot">
      <h3 className="print-slot__title">
        <span className="print-slot__time">{formatClockTime(slot.time)}</span> {slot.title}
      </h3>
      <p className="print-slot__subtitle">{slot.subtitle}</p>
      {slot.scripture && <ScripturePassage scripture={slot.scripture} />}
      {slot.prayerFocus && <Part title={m.printPrayerFocus}>{slot.prayerFocus}</Part>}
      {slot.actionStep && <Part title={m.printActionStep}>{slot.actionStep}</Part>}
      {journal && (
        <div className="print-slot__journal">
          <p className="print-slot__part-title">{journal.title ?? m.printJournal}</p>
          <p className="print-slot__prompt">{journal.prompt}</p>
          {written?.trim() ? (
            <p className="print-slot__written">{written}</p>
          ) : (
            <div className="print-slot__lines" aria-hidden="true">
              {Array.from({ length: WRITING_LINES }, (_, i) => (
                <span key={i} />
              ))}
            </div>
          )}
        </div>
      )}
      {slot.declaration && <Part title={m.printDeclaration}>{m.printQuoted({ text: slot.declaration })}</Part>}
      {slot.closingPrayer && <Part title={m.printClosingPrayer}>{slot.closingPrayer}</Part>}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <p className="print-slot__part">
      <span className="print-slot__part-title">{title}: </span>
      {children}
    </p>
  );
}
