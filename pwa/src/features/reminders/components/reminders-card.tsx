import { Bell, CalendarPlus, Share } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useGuideMail, usePushReminders } from '@/content/programme-settings';
import type { BundledProgramme } from '@/content/programme';
import type { RhythmKey } from '@/types/content';
import { reminderOptions } from '@/features/reminders/lib/reminder-options';
import { useReminders, type ReminderState } from '@/features/reminders/hooks/use-reminders';
import { calendarUrl, type CalendarWatchHour } from '@/lib/calendar-url';
import { LANG, pathIn } from '@/lib/language';
import * as m from 'virtual:messages/reminders';

const STATUS: Record<ReminderState, string> = {
  on: m.remindersOn,
  off: m.remindersOff,
  working: m.remindersWorking,
  blocked: m.remindersBlocked,
  unsupported: m.remindersUnsupported,
  'ios-install-first': m.remindersIosInstallFirst,
};

interface RemindersCardProps {
  programme: BundledProgramme;
  /** The hours of the watch this device pledged, still to come: in the calendar too. */
  watchHours?: readonly CalendarWatchHour[];
  /** Other choices of this device shown with them (the church's tally). */
  children?: ReactNode;
  /** The prayer times offered checked before reminders are on (the member's rhythm's); all by default. */
  slotsBeforeOn?: string[];
  /** The member's rhythm, where one is chosen: the calendar holds its prayer times. */
  rhythm?: RhythmKey;
}

/** Turn reminders on or off, choose the prayer times, or add them all to a calendar. */
export function RemindersCard({ programme, watchHours = [], children, slotsBeforeOn, rhythm }: RemindersCardProps) {
  const options = reminderOptions(programme);
  const reminders = useReminders(options.map((o) => o.key), slotsBeforeOn);
  const legendId = useId();
  const { state } = reminders;
  const pushOffered = useKnownPushReminders();
  const shown = pushOffered !== null;
  // Opened from a link to it (/#reminders, as the watch page's): the card, once it shows.
  useEffect(() => {
    if (shown && window.location.hash === '#reminders') document.getElementById('reminders')?.scrollIntoView();
  }, [shown]);
  // Until the service has said whether it sends push reminders (first visit), nothing shows, so
  // the card never swaps one offer for another.
  if (pushOffered === null) return null;
  // The service sends no push reminders: offer the calendar only (unless this device is still on).
  if (!pushOffered && state !== 'on') {
    return (
      <Card id="reminders" title={m.remindersTitle} icon={<Bell aria-hidden="true" size={20} />}>
        <p className="reminders__status">{m.remindersCalendarOnly}</p>
        <div className="reminders__actions">
          <CalendarLink timeZone={reminders.timeZone} watchHours={watchHours} rhythm={rhythm} />
        </div>
        <GuideMailLink />
      </Card>
    );
  }
  return (
    <Card id="reminders" title={m.remindersTitle} icon={<Bell aria-hidden="true" size={20} />}>
      <p className="reminders__status" role="status">
        {STATUS[state]}
      </p>
      {state === 'ios-install-first' && (
        <ol className="reminders__steps">
          <li>
            {m.remindersIosShareBefore} <Share aria-label={m.remindersIosShareIcon} role="img" size={16} /> {m.remindersIosShareAfter}
          </li>
          <li>{m.remindersIosAdd}</li>
          <li>{m.remindersIosOpen}</li>
        </ol>
      )}
      {reminders.testNote && state === 'on' && (
        <p className="reminders__status" role="status">
          {reminders.testNote}
        </p>
      )}
      {reminders.error && (
        <p className="reminders__error" role="alert">
          {reminders.error}
        </p>
      )}
      {(state === 'off' || state === 'on' || state === 'working') && (
        <fieldset className="reminders__slots" aria-labelledby={legendId} disabled={state === 'working'}>
          <legend id={legendId} className="card__subtitle">
            {m.remindersRemindMeAt}
          </legend>
          {options.map((option) => (
            <label key={option.key} className="reminders__slot">
              <input
                type="checkbox"
                checked={reminders.slots.includes(option.key)}
                onChange={() => reminders.toggleSlot(option.key)}
              />
              {option.label}
            </label>
          ))}
          <label className="reminders__slot">
            <input type="checkbox" checked={reminders.announcements} onChange={reminders.toggleAnnouncements} />
            {m.remindersAnnouncements}
          </label>
        </fieldset>
      )}
      <div className="reminders__actions">
        {(state === 'off' || state === 'working') && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void reminders.turnOn()}
            disabled={state === 'working'}
          >
            {m.remindersTurnOn}
          </button>
        )}
        {state === 'on' && (
          <>
            <button type="button" className="button button--quiet" onClick={() => void reminders.sendTest()}>
              {m.remindersSendTest}
            </button>
            <button type="button" className="button button--quiet" onClick={() => void reminders.turnOff()}>
              {m.remindersTurnOff}
            </button>
          </>
        )}
        <CalendarLink timeZone={reminders.timeZone} watchHours={watchHours} rhythm={rhythm} />
      </div>
      {state !== 'on' && <GuideMailLink />}
      {children}
      <p className="reminders__privacy">
        <a href={pathIn(LANG, '/privacy')}>{m.remindersPrivacy}</a>
      </p>
    </Card>
  );
}

/** For a phone without notifications: the day's guide by e-mail, where the church offers it. */
function GuideMailLink() {
  if (useGuideMail() !== true) return null;
  return (
    <p className="reminders__guide-mail">
      <a href={`${pathIn(LANG, '/journey')}#guide-mail`}>{m.remindersGuideMail}</a>
    </p>
  );
}

/** Whether push reminders are offered: the service's answer, or yes once it is slow to answer (offline). */
function useKnownPushReminders(): boolean | null {
  const offered = usePushReminders();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), 4000);
    return () => clearTimeout(timer);
  }, []);
  return offered ?? (waited ? true : null);
}

function CalendarLink({ timeZone, watchHours, rhythm }: { timeZone: string; watchHours: readonly CalendarWatchHour[]; rhythm?: RhythmKey }) {
  return (
    <a className="button button--quiet" href={calendarUrl(timeZone, watchHours, rhythm)} download="prayer-fast.ics">
      <CalendarPlus aria-hidden="true" size={18} />
      {m.remindersAddToCalendar}
    </a>
  );
}
