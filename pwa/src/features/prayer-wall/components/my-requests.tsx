import { Check, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { localDate, shortDate } from '@/content/calendar';
import { ApiError } from '@/lib/api';
import { PRAYER_THANKS_MAX_CHARS } from '@/types/api';
import * as m from 'virtual:messages/prayer-wall';
import { useStep } from '../hooks/use-step';
import { markAnswered, withdraw } from '../lib/wall-sync';
import type { OwnRequest } from '../lib/wall-store';
import { ConfirmStep } from './confirm-step';
import { RequestAction } from './request-action';
import { TextCount } from './text-count';
import { langOf, prayedCount } from './wall-list';

/** How a request stands, in words. */
export function statusText(request: OwnRequest): string {
  if (request.id === null) return request.held ? m.prayerWallStatusRefused : m.prayerWallStatusQueued;
  switch (request.status) {
    case 'shown':
      return m.prayerWallStatusShown;
    case 'declined':
      return m.prayerWallStatusDeclined;
    case 'hidden':
      return m.prayerWallStatusHidden;
    case 'gone':
      return m.prayerWallStatusGone;
    default:
      return m.prayerWallStatusWaiting;
  }
}

/** The service's words when it gave some, else that it could not be reached. */
function failure(err: unknown): string {
  return err instanceof ApiError && err.status !== undefined && !/^HTTP \d+$/.test(err.message) ? err.message : m.prayerWallOffline;
}

interface MyRequestsProps {
  requests: OwnRequest[];
  /** Puts a refused request back in the form. */
  onEdit: (request: OwnRequest) => void;
}

/** The requests shared from this device: how each stands, its count, and marking it answered or withdrawing it. */
export function MyRequests({ requests, onEdit }: MyRequestsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (requests.length === 0) return null;
  return (
    <section className="card prayer-wall__mine" aria-labelledby="prayer-wall-mine-title">
      <h2 className="card__title" id="prayer-wall-mine-title" ref={headingRef} tabIndex={-1}>
        {m.prayerWallMineTitle}
      </h2>
      <p className="card__hint">{m.prayerWallMineNote}</p>
      <ul className="stacked-list prayer-wall__mine-list">
        {requests.map((request) => (
          <MyRequestItem
            key={request.authorKey}
            request={request}
            onEdit={onEdit}
            // Its item is gone: the section's heading takes the focus.
            onWithdrawn={() => headingRef.current?.focus()}
          />
        ))}
      </ul>
    </section>
  );
}

interface MyRequestItemProps {
  request: OwnRequest;
  onEdit: (request: OwnRequest) => void;
  onWithdrawn: () => void;
}

function MyRequestItem({ request, onEdit, onWithdrawn }: MyRequestItemProps) {
  const toast = useToast();
  const id = useId();
  const withdrawing = useStep();
  const answering = useStep();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sent = request.id !== null && request.status !== 'gone';

  const confirmWithdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await withdraw(request.authorKey);
      toast({ title: m.prayerWallWithdrawn });
      onWithdrawn();
    } catch (err) {
      setError(failure(err));
      withdrawing.cancel();
    } finally {
      setBusy(false);
    }
  };

  /** Opens a second step, the last error gone. */
  const opening = (step: { start: () => void }) => () => {
    setError(null);
    step.start();
  };

  return (
    <li className="prayer-wall__mine-item">
      {/* In the language it was written in (one restored from a copy may be in another). */}
      <p className="prayer-wall__request-text" id={`${id}-text`} lang={langOf(request.lang)}>
        {request.text}
      </p>
      <p className="prayer-wall__shared-on">{m.prayerWallSharedOn({ date: shortDate(localDate(new Date(request.askedAt))) })}</p>
      <p className="prayer-wall__status" ref={statusRef} tabIndex={-1}>
        {statusText(request)}
      </p>
      {request.error && <p className="prayer-wall__error">{request.error}</p>}
      {sent && <p className="prayer-wall__prayed-count">{prayedCount(request.prayed)}</p>}
      {request.answered && (
        <p className="prayer-wall__answered">
          <Check aria-hidden="true" size={16} />
          {m.prayerWallAnsweredYours}
        </p>
      )}
      {request.answered && request.thanks && (
        <p className="prayer-wall__thanks">
          {m.prayerWallThanks} <span lang={langOf(request.lang)}>{request.thanks}</span>
        </p>
      )}
      {error && (
        <p className="prayer-wall__error" role="alert">
          {error}
        </p>
      )}
      {answering.open ? (
        <AnsweredForm
          authorKey={request.authorKey}
          onDone={() => {
            answering.close();
            statusRef.current?.focus();
          }}
          onCancel={answering.cancel}
        />
      ) : withdrawing.open ? (
        <ConfirmStep
          question={m.prayerWallWithdrawQuestion}
          confirm={m.prayerWallWithdrawConfirm}
          cancel={m.prayerWallWithdrawCancel}
          busy={busy}
          onConfirm={() => void confirmWithdraw()}
          onCancel={withdrawing.cancel}
        />
      ) : (
        <div className="prayer-wall__actions">
          {request.held && <RequestAction icon={Pencil} label={m.prayerWallEdit} describedBy={`${id}-text`} onClick={() => onEdit(request)} />}
          {sent && !request.answered && (
            <RequestAction
              icon={Check}
              label={m.prayerWallMarkAnswered}
              describedBy={`${id}-text`}
              opener={answering.opener}
              onClick={opening(answering)}
            />
          )}
          <RequestAction
            icon={Trash2}
            label={m.prayerWallWithdraw}
            describedBy={`${id}-text`}
            opener={withdrawing.opener}
            onClick={opening(withdrawing)}
          />
        </div>
      )}
    </li>
  );
}

interface AnsweredFormProps {
  authorKey: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Marking a request answered, with an optional line of thanks (at most 140 characters). */
function AnsweredForm({ authorKey, onDone, onCancel }: AnsweredFormProps) {
  const toast = useToast();
  const id = useId();
  const [thanks, setThanks] = useState('');
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setError(null);
    try {
      await markAnswered(authorKey, thanks);
      toast({ title: m.prayerWallAnsweredDone });
      onDone();
    } catch (err) {
      setError(failure(err));
    } finally {
      busy.current = false;
    }
  };

  const describedBy = [`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form className="prayer-wall__answer" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="prayer-wall__fieldset">
        <legend className="prayer-wall__legend">{m.prayerWallAnsweredLegend}</legend>
        <label className="prayer-wall__label" htmlFor={`${id}-thanks`}>
          {m.prayerWallThanksLabel}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-thanks`}
          name="thanks"
          className="prayer-wall__text prayer-wall__text--short"
          rows={2}
          maxLength={PRAYER_THANKS_MAX_CHARS}
          value={thanks}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setTyping(true);
            setThanks(event.target.value);
          }}
          onBlur={() => setTyping(false)}
        />
        <TextCount id={`${id}-count`} length={thanks.length} max={PRAYER_THANKS_MAX_CHARS} typing={typing} />
        {error && (
          <p className="prayer-wall__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <div className="prayer-wall__actions">
          <button type="submit" name="answered" className="button button--primary">
            {m.prayerWallMarkAnswered}
          </button>
          <button type="button" name="cancel" className="button button--quiet" onClick={onCancel}>
            {m.prayerWallAnsweredCancel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
