import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import * as m from 'virtual:messages/prayer-wall';
import { usePrayerWall } from '../hooks/use-prayer-wall';
import type { OwnRequest } from '../lib/wall-store';
import { AskForm, emptyDraft, type Draft } from './ask-form';
import { MyRequests } from './my-requests';
import { WallList } from './wall-list';

/** The document title of the prayer wall (the prerendered page carries it too). */
export const PRAYER_WALL_PAGE_TITLE = m.prayerWallPageTitle({ title: programme.title });

/**
 * `/prayer-wall`: asking the church to pray, the requests on the wall to pray for, and the
 * requests shared from this device. What the device keeps (its requests, its prayers, the wall as
 * last read) is applied once the page runs: `main[data-ready]` from then on.
 */
export function PrayerWallPage({ tools }: { tools?: ReactNode }) {
  useDocumentTitle(PRAYER_WALL_PAGE_TITLE);
  const wall = usePrayerWall();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { kept } = wall;

  const edit = useCallback((request: OwnRequest) => {
    setDraft({ text: request.text, editing: request.authorKey, error: request.error });
    textRef.current?.focus();
  }, []);

  const listState = useMemo(
    () =>
      kept && {
        wall: kept.wall,
        prayed: kept.prayed,
        hidden: kept.reports.hidden,
        mine: new Set(kept.mine.flatMap((r) => (r.id === null ? [] : [r.id]))),
      },
    [kept],
  );

  return (
    <DeviceStateMain ready={wall.ready} className="page prayer-wall">
      <PageNav links={[backTo('/', m.prayerWallBack), { to: '/days', label: m.prayerWallAllDays }]} tools={tools} />
      <PageHeading title={m.prayerWallHeading}>{m.prayerWallIntro({ church: programme.church })}</PageHeading>
      <AskForm ready={wall.ready} draft={draft} onDraft={setDraft} ask={wall.ask} textRef={textRef} />
      {kept && <MyRequests requests={kept.mine} onEdit={edit} />}
      <WallList
        state={listState}
        reading={wall.reading}
        moment={wall.moment}
        today={wall.today}
        limited={wall.limited}
        onPray={wall.pray}
        onReport={wall.report}
      />
    </DeviceStateMain>
  );
}
