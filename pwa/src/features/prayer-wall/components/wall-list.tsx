import { Check, Flag, HandHeart } from 'lucide-react';
import { memo, useCallback, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import type { ProgrammeMoment } from '@/content/calendar';
import { LANG } from '@/lib/language';
import type { WallRequest } from '@/types/api';
import * as m from 'virtual:messages/prayer-wall';
import type { WallReading } from '../hooks/use-prayer-wall';
import { useStep } from '../hooks/use-step';
import { shownCount, tapOf, type KeptWall, type PrayedState } from '../lib/wall-store';
import { ConfirmStep } from './confirm-step';
import { RequestAction } from './request-action';

const number = new Intl.NumberFormat(LANG);

/** "Prayed for 14 times" (the count as the language writes it). */
export const prayedCount = (count: number) => m.prayerWallPrayedCount({ count, times: number.format(count) });

/** The `lang` of text written in another language than the page's. */
export const langOf = (lang: string) => (lang === LANG ? undefined : lang);

interface WallListProps {
  /** Null until this device's state is applied. */
  state: { wall: KeptWall | null; prayed: PrayedState; hidden: string[]; mine: ReadonlySet<string> } | null;
  reading: WallReading;
  moment: ProgrammeMoment | null;
  today: number | null;
  limited: string | null;
  onPray: (id: string) => boolean;
  onReport: (id: string) => void;
}

/** The requests on the wall, newest first as the service gives them, each to pray for or report. */
export function WallList({ state, reading, moment, today, limited, onPray, onReport }: WallListProps) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wall = state?.wall ?? null;
  const requests = wall ? wall.requests.filter((r) => !state!.hidden.includes(r.id)) : [];
  const note =
    !state || (reading === 'reading' && !wall)
      ? m.prayerWallLoading
      : reading === 'failed'
        ? wall
          ? m.prayerWallStale
          : m.prayerWallUnavailable
        : requests.length === 0
          ? m.prayerWallEmpty
          : null;

  const pray = useCallback(
    (id: string) => {
      if (onPray(id)) toast({ title: m.prayerWallPrayedThanks });
    },
    [onPray, toast],
  );
  const report = useCallback(
    (id: string) => {
      onReport(id);
      toast({ title: m.prayerWallReported });
      // Its item is gone: the list's heading takes the focus.
      headingRef.current?.focus();
    },
    [onReport, toast],
  );

  return (
    <section className="prayer-wall__wall" aria-labelledby="prayer-wall-list-title">
      <h2 className="section-title" id="prayer-wall-list-title" ref={headingRef} tabIndex={-1}>
        {m.prayerWallListTitle}
      </h2>
      {moment?.kind === 'before' && <p className="prayer-wall__note">{m.prayerWallPrayedBefore}</p>}
      {moment?.kind === 'after' && <p className="prayer-wall__note">{m.prayerWallPrayedAfter}</p>}
      {note && (
        <p className={reading === 'failed' ? 'prayer-wall__note prayer-wall__note--stale' : 'prayer-wall__note'} role="status">
          {note}
        </p>
      )}
      {limited && (
        <p className="prayer-wall__note prayer-wall__note--stale" role="status">
          {limited}
        </p>
      )}
      {state && wall && requests.length > 0 && (
        <ul className="stacked-list prayer-wall__list">
          {requests.map((request) => (
            <WallItem
              key={request.id}
              request={request}
              count={shownCount(request, state.prayed, wall.savedAt)}
              prayedToday={today !== null && tapOf(state.prayed, request.id, today) !== undefined}
              canPray={today !== null}
              yours={state.mine.has(request.id)}
              onPray={pray}
              onReport={report}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface WallItemProps {
  request: WallRequest;
  count: number;
  prayedToday: boolean;
  canPray: boolean;
  yours: boolean;
  onPray: (id: string) => void;
  onReport: (id: string) => void;
}

const WallItem = memo(function WallItem({ request, count, prayedToday, canPray, yours, onPray, onReport }: WallItemProps) {
  const reporting = useStep();
  const textId = `wall-${request.id}`;
  return (
    <li className="card prayer-wall__request">
      {/* Its own words, as text, in the language it was written in. */}
      <p className="prayer-wall__request-text" id={textId} lang={langOf(request.lang)}>
        {request.text}
      </p>
      {(request.answered || yours) && (
        <p className="prayer-wall__marks">
          {request.answered && (
            <span className="prayer-wall__answered">
              <Check aria-hidden="true" size={16} />
              {m.prayerWallAnswered}
            </span>
          )}
          {yours && <span className="prayer-wall__yours">{m.prayerWallYours}</span>}
        </p>
      )}
      {request.thanks && (
        <p className="prayer-wall__thanks">
          {m.prayerWallThanks} <span lang={langOf(request.lang)}>{request.thanks}</span>
        </p>
      )}
      <p className="prayer-wall__prayed-count">{prayedCount(count)}</p>
      {reporting.open ? (
        <ConfirmStep
          question={m.prayerWallReportQuestion}
          confirm={m.prayerWallReportConfirm}
          cancel={m.prayerWallReportCancel}
          onConfirm={() => onReport(request.id)}
          onCancel={reporting.cancel}
        />
      ) : (
        <div className="prayer-wall__actions">
          {canPray && (
            <button
              type="button"
              className="button prayer-wall__pray"
              aria-pressed={prayedToday}
              aria-describedby={textId}
              onClick={() => onPray(request.id)}
            >
              {prayedToday ? <Check aria-hidden="true" size={18} /> : <HandHeart aria-hidden="true" size={18} />}
              {m.prayerWallPrayed}
            </button>
          )}
          <RequestAction
            icon={Flag}
            label={m.prayerWallReport}
            describedBy={textId}
            opener={reporting.opener}
            onClick={reporting.start}
            className="button button--quiet prayer-wall__report"
          />
        </div>
      )}
    </li>
  );
});
