import { Bell, CalendarPlus, Share } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { usePushReminders } from '@/content/programme-settings';
import type { BundledProgramme } from '@/content/programme';
import { reminderOptions } from '@/features/reminders/lib/reminder-options';
import { calendarUrl } from '@/features/reminders/lib/reminders-api';
import { useReminders, type ReminderState } from '@/features/reminders/hooks/use-reminders';

const STATUS: Record<ReminderState, string> = {
  on: 'Reminders are on for this device.',
  off: 'Get a notification at each prayer time of each fast day, in your own time zone.',
  working: 'Setting up reminders…',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings to get reminders.',
  unsupported: 'This browser cannot show reminders. Add the prayer times to your calendar instead.',
  'ios-install-first': 'On iPhone and iPad, reminders work once the guide is on your Home Screen:',
};

/** Turn reminders on or off, choose the prayer times, or add them all to a calendar; `children`:
 *  other choices of this device shown with them (the church's tally). */
export function RemindersCard({ programme, children }: { programme: BundledProgramme; children?: ReactNode }) {
  const options = reminderOptions(programme);
  const reminders = useReminders(options.map((o) => o.key));
  const legendId = useId();
  const { state } = reminders;
  const pushOffered = useKnownPushReminders();
  // Until the service has said whether it sends push reminders (first visit), nothing shows, so
  // the card never swaps one offer for another.
  if (pushOffered === null) return null;
  // The service sends no push reminders: offer the calendar only (unless this device is still on).
  if (!pushOffered && state !== 'on') {
    return (
      <Card id="reminders" title="Reminders" icon={<Bell aria-hidden="true" size={20} />}>
        <p className="reminders__status">{CALENDAR_ONLY}</p>
        <div className="reminders__actions">
          <CalendarLink timeZone={reminders.timeZone} />
        </div>
      </Card>
    );
  }
  return (
    <Card id="reminders" title="Reminders" icon={<Bell aria-hidden="true" size={20} />}>
      <p className="reminders__status" role="status">
        {STATUS[state]}
      </p>
      {state === 'ios-install-first' && (
        <ol className="reminders__steps">
          <li>
            Tap the Share button <Share aria-label="Share" role="img" size={16} /> in Safari.
          </li>
          <li>Choose “Add to Home Screen”, then tap Add.</li>
          <li>Open the guide from your Home Screen, and turn reminders on here.</li>
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
            Remind me at
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
            Church announcements (never between 9:30 PM and 6 AM)
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
            Remind me
          </button>
        )}
        {state === 'on' && (
          <>
            <button type="button" className="button button--quiet" onClick={() => void reminders.sendTest()}>
              Send me a test reminder
            </button>
            <button type="button" className="button button--quiet" onClick={() => void reminders.turnOff()}>
              Turn off reminders
            </button>
          </>
        )}
        <CalendarLink timeZone={reminders.timeZone} />
      </div>
      {children}
      <p className="reminders__privacy">
        <a href="/privacy">What reminders keep, and what the church sees</a>
      </p>
    </Card>
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

export const CALENDAR_ONLY =
  'Add every prayer time of the fast to your calendar, and your phone will remind you, in your own time zone.';

function CalendarLink({ timeZone }: { timeZone: string }) {
  return (
    <a className="button button--quiet" href={calendarUrl(timeZone)} download="prayer-fast.ics">
      <CalendarPlus aria-hidden="true" size={18} />
      Add to calendar
    </a>
  );
}
