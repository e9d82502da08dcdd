import { Sunrise } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useGuideMail } from '@/content/programme-settings';
import { useKept } from '@/hooks/use-kept';
import { ApiError } from '@/lib/api';
import { formatClockTime } from '@/lib/clock-time';
import { LANG } from '@/lib/language';
import type { RhythmKey, WayKey } from '@/types/api';
import { askGuideMail, readGuideMail, stopGuideMail } from '@/features/summary/lib/guide-mail-api';
import { TIME, guideMailStore, keepGuideMail, type KeptGuideMail } from '@/features/summary/lib/guide-mail-store';
import { deviceTimeZone, maskedAddress, nextMailAt } from '@/features/summary/lib/guide-mail-words';
import { tokenFor } from '@/features/summary/lib/recipient-tokens';
import { confirmWithCode } from '@/features/summary/lib/send-summary';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/features/summary/lib/validate-email';
import * as m from 'virtual:messages/guide-mail';
import { GUIDE_MAIL_KEY } from '@/lib/storage-keys';

export const DEFAULT_TIME = '07:00';

interface GuideMailCardProps {
  /** The member's way of fasting and rhythm, where chosen on this device: the guide follows them. */
  way?: WayKey | null;
  rhythm?: RhythmKey | null;
}

/** What the member is told after the guide stopped here, or was found stopped (404). */
type Ended = { kind: 'stopped' | 'ended'; email: string; time: string };

/** The service's words for a failure, or that it was not reached. */
const said = (err: unknown) => (err instanceof ApiError && err.status !== undefined ? err.message : m.guideMailNotReached);

const asJson = (kept: KeptGuideMail | null) => (kept ? JSON.stringify(kept) : '');

/** The request this device keeps, kept current (the replay may confirm it from another page or tab). */
function useKeptGuideMail(): KeptGuideMail | null {
  const json = useKept(guideMailStore, GUIDE_MAIL_KEY, asJson, '');
  return useMemo(() => (json ? (JSON.parse(json) as KeptGuideMail) : null), [json]);
}

/**
 * "The day's guide by e-mail": for a phone without reliable notifications, the day's guide e-mailed
 * each morning at the member's time, in their language, way of fasting and rhythm. The address is
 * confirmed first (the link, or the code typed here), as for summaries; then the card says it is on,
 * changes its time, or stops it. Hidden where the church does not offer it.
 */
export function GuideMailCard({ way, rhythm }: GuideMailCardProps) {
  const offered = useGuideMail();
  const kept = useKeptGuideMail();
  const [ended, setEnded] = useState<Ended | null>(null);
  const [error, setError] = useState('');
  // The church switched it off (403): its words stay, with nothing more to ask.
  const [refused, setRefused] = useState(false);
  const shown = offered === true;

  // Opened from a link to it (/journey#guide-mail, the cover's reminders): the card, once it shows.
  useEffect(() => {
    if (shown && window.location.hash === '#guide-mail') document.getElementById('guide-mail')?.scrollIntoView();
  }, [shown]);

  const fail = (err: unknown) => {
    setError(said(err));
    if (err instanceof ApiError && err.status === 403) setRefused(true);
  };

  if (!shown) return null;

  const choices = { ...(way ? { way } : {}), ...(rhythm ? { rhythm } : {}) };

  /** Asks for the guide at `time` for `email`; true once kept (waiting or on). */
  const ask = async (email: string, time: string): Promise<boolean> => {
    setError('');
    const request = { email, time, timeZone: deviceTimeZone(), ...choices };
    const key = crypto.randomUUID();
    try {
      const answer = await askGuideMail(request, key);
      keepGuideMail({ ...request, key, lang: LANG, awaiting: answer.delivery === 'awaiting_confirmation', nextAt: answer.nextAt, nextDay: answer.nextDay });
      setEnded(null);
      return true;
    } catch (err) {
      fail(err);
      return false;
    }
  };

  let body: ReactNode;
  if (refused) body = null;
  else if (!kept)
    body = (
      <>
        {ended && (
          <p className="guide-mail__note" role="status">
            {ended.kind === 'stopped' ? m.guideMailStopped({ email: maskedAddress(ended.email) }) : m.guideMailEnded({ email: maskedAddress(ended.email) })}
          </p>
        )}
        <AskForm
          key={ended ? `${ended.kind}:${ended.email}` : 'new'}
          email={ended?.email ?? ''}
          time={ended?.time ?? DEFAULT_TIME}
          action={ended ? m.guideMailStartAgain : m.guideMailStart}
          onInvalid={setError}
          onAsk={ask}
        />
      </>
    );
  else if (kept.awaiting) body = <ConfirmForm kept={kept} onError={fail} onClear={() => setError('')} onOther={() => setEnded(null)} />;
  else
    body = (
      <GuideMailOn
        kept={kept}
        choices={choices}
        onError={fail}
        onClear={() => setError('')}
        onEnded={(kind) => setEnded({ kind, email: kept.email, time: kept.time })}
      />
    );

  return (
    <Card id="guide-mail" title={m.guideMailTitle} icon={<Sunrise aria-hidden="true" size={20} />}>
      <p>{m.guideMailIntro}</p>
      {body}
      {error && (
        <p className="guide-mail__error" role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}

interface AskFormProps {
  email: string;
  time: string;
  action: string;
  onInvalid: (message: string) => void;
  onAsk: (email: string, time: string) => Promise<boolean>;
}

/** The address and the time, in a fieldset of their own; kept as typed unless asked. */
function AskForm({ email: firstEmail, time: firstTime, action, onInvalid, onAsk }: AskFormProps) {
  const [email, setEmail] = useState(firstEmail);
  const [time, setTime] = useState(firstTime);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const zone = deviceTimeZone();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = validateEmail(email);
    if (!address.ok) return onInvalid(m.guideMailInvalidEmail);
    if (!TIME.test(time)) return onInvalid(m.guideMailInvalidTime);
    setBusy(true);
    try {
      await onAsk(address.email, time);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="guide-mail__form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{m.guideMailLegend}</legend>
        <label htmlFor={`${id}-email`} className="summary__label">
          {m.guideMailEmailLabel}
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH + 64}
          placeholder={m.guideMailEmailPlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-time`} className="summary__label">
          {m.guideMailTimeLabel}
        </label>
        <div className="summary__row">
          <input
            id={`${id}-time`}
            className="input guide-mail__time"
            type="time"
            aria-describedby={`${id}-zone`}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? m.guideMailStarting : action}
          </button>
        </div>
        <p id={`${id}-zone`} className="guide-mail__hint">
          {TIME.test(time) ? `${formatClockTime(time)} · ` : ''}
          {m.guideMailTimeZone({ zone })}
        </p>
      </fieldset>
    </form>
  );
}

const CODE = /^\d{6}$/;

interface ConfirmFormProps {
  kept: KeptGuideMail;
  onError: (err: unknown) => void;
  onClear: () => void;
  onOther: () => void;
}

/** The address waits to be confirmed: the e-mail's code, typed here; then the same request again. */
function ConfirmForm({ kept, onError, onClear, onOther }: ConfirmFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const email = maskedAddress(kept.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) return onError(new ApiError(m.guideMailCodeInvalid, 400));
    // Nothing to confirm from here (storage cleared): ask again.
    if (!tokenFor(kept.email)) return onError(new ApiError(m.guideMailNoRequest, 410));
    onClear();
    setBusy(true);
    try {
      await confirmWithCode(kept.email, digits);
      const { email, time, timeZone, way, rhythm } = kept;
      const request = { email, time, timeZone, ...(way ? { way } : {}), ...(rhythm ? { rhythm } : {}) };
      const answer = await askGuideMail(request, kept.key, kept.lang);
      keepGuideMail({ ...kept, awaiting: answer.delivery === 'awaiting_confirmation', nextAt: answer.nextAt, nextDay: answer.nextDay });
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="summary__confirm" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{m.guideMailCodeLegend({ email })}</legend>
        <p>{m.guideMailCodeText({ email })}</p>
        <label htmlFor={`${id}-code`} className="summary__label">
          {m.guideMailCodeLabel}
        </label>
        <div className="summary__row">
          <input
            id={`${id}-code`}
            className="input summary__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? m.guideMailCodeBusy : m.guideMailCodeAction}
          </button>
        </div>
        <button
          type="button"
          className="button button--quiet guide-mail__other"
          onClick={() => {
            onClear();
            onOther();
            keepGuideMail(null);
          }}
        >
          {m.guideMailOtherAddress}
        </button>
      </fieldset>
    </form>
  );
}

interface GuideMailOnProps {
  kept: KeptGuideMail;
  choices: { way?: WayKey; rhythm?: RhythmKey };
  onError: (err: unknown) => void;
  onClear: () => void;
  onEnded: (kind: Ended['kind']) => void;
}

/** On: when and where it arrives, the next one, and changing its time or stopping it. */
function GuideMailOn({ kept, choices, onError, onClear, onEnded }: GuideMailOnProps) {
  // The kept time until the member types another (an answer arriving meanwhile never overwrites it).
  const [typed, setTime] = useState<string | null>(null);
  const time = typed ?? kept.time;
  const [busy, setBusy] = useState<'change' | 'stop' | null>(null);
  const id = useId();
  const email = maskedAddress(kept.email);
  const next = kept.nextAt !== undefined ? nextMailAt(kept.nextAt, kept.timeZone) : null;
  const { way, rhythm } = choices;

  // As the service holds it now: stopped elsewhere (the e-mail's link) or over; another time; and
  // the member's way and rhythm, chosen since, sent to it.
  useEffect(() => {
    let gone = false;
    void followService(kept.email, choices, () => gone).then((ended) => {
      if (!ended || gone) return;
      onEnded('ended');
      keepGuideMail(null);
    });
    return () => {
      gone = true;
    };
    // Once for each address shown, and when the member's way or rhythm changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept.email, way, rhythm]);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (!TIME.test(time)) return onError(new ApiError(m.guideMailInvalidTime, 400));
    onClear();
    setBusy('change');
    const request = { email: kept.email, time, timeZone: deviceTimeZone(), ...choices };
    const key = crypto.randomUUID();
    try {
      const answer = await askGuideMail(request, key);
      keepGuideMail({ ...kept, ...request, key, lang: LANG, awaiting: answer.delivery === 'awaiting_confirmation', nextAt: answer.nextAt, nextDay: answer.nextDay });
      setTime(null);
    } catch (err) {
      onError(err);
    } finally {
      setBusy(null);
    }
  };

  const stop = async () => {
    onClear();
    setBusy('stop');
    try {
      await stopGuideMail(kept.email);
      keepGuideMail(null);
      onEnded('stopped');
    } catch (err) {
      onError(err);
      setBusy(null);
    }
  };

  return (
    <>
      <p className="guide-mail__on" role="status">
        {m.guideMailOn({ time: formatClockTime(kept.time), zone: kept.timeZone, email })}
        {next && (
          <>
            {' '}
            {kept.nextDay !== undefined
              ? m.guideMailNext({ day: kept.nextDay, date: next.date, time: next.time })
              : m.guideMailNextUndated({ date: next.date, time: next.time })}
          </>
        )}
      </p>
      <form className="guide-mail__form" onSubmit={change} noValidate>
        <fieldset disabled={busy !== null}>
          <legend>{m.guideMailChangeLegend}</legend>
          <label htmlFor={`${id}-time`} className="summary__label">
            {m.guideMailChangeLabel}
          </label>
          <div className="summary__row">
            <input id={`${id}-time`} className="input guide-mail__time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            <button type="submit" className="button button--primary">
              {busy === 'change' ? m.guideMailChanging : m.guideMailChange}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="guide-mail__actions">
        <button type="button" className="button button--quiet" onClick={() => void stop()} disabled={busy !== null}>
          {busy === 'stop' ? m.guideMailStopping : m.guideMailStop}
        </button>
      </div>
    </>
  );
}

/**
 * Reads the subscription of `email` from the service and keeps what it says (its time, zone and
 * next mail); sends it the member's way and rhythm when they changed since. Resolves true when the
 * service has none any more. Offline or out of reach, what this device last
 * heard stays; a way or rhythm not sent is sent the next time the card shows.
 */
async function followService(email: string, choices: { way?: WayKey; rhythm?: RhythmKey }, gone: () => boolean): Promise<boolean> {
  const state = await readGuideMail(email).catch(() => undefined);
  const current = guideMailStore.read();
  if (state === undefined || gone() || !current || current.email !== email || current.awaiting) return false;
  if (state === null) return true;
  const way = choices.way ?? state.way;
  const rhythm = choices.rhythm ?? state.rhythm;
  const held = { time: state.time, timeZone: state.timeZone, nextAt: state.nextAt, nextDay: state.nextDay, ...(way ? { way } : {}), rhythm };
  keepGuideMail({ ...current, ...held });
  if (way === state.way && rhythm === state.rhythm) return false;
  const request = { email, time: state.time, timeZone: state.timeZone, ...(way ? { way } : {}), rhythm };
  const answer = await askGuideMail(request, crypto.randomUUID()).catch(() => undefined);
  const now = guideMailStore.read();
  if (answer?.delivery === 'subscribed' && !gone() && now?.email === email && !now.awaiting) {
    keepGuideMail({ ...now, nextAt: answer.nextAt, nextDay: answer.nextDay });
  }
  return false;
}
