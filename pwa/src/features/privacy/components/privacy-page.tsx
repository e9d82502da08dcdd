import type { ReactNode } from 'react';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import * as m from 'virtual:messages/privacy';

export const PRIVACY_PAGE_TITLE = m.privacyPageTitle({ title: programme.title });

/** Whether members pledge hours of the church's watch (a journey copy then carries them). */
const WATCH_HOURS = programme.prayerWatch?.hours ? 'yes' : 'no';

/** Days the church keeps its prayer wall after the fast (programme.json's `prayerWall`; the service's default 7). */
const WALL_KEPT_DAYS: number = programme.prayerWall?.keepDaysAfter ?? 7;

/** `/privacy`: what the app keeps, what the church sees, and what never leaves the phone. */
export function PrivacyPage({ tools }: { tools?: ReactNode }) {
  useDocumentTitle(PRIVACY_PAGE_TITLE);
  const { church } = programme;
  return (
    <DeviceStateMain ready className="page privacy">
      <PageNav links={[backTo('/', m.privacyBack), { to: '/days', label: m.privacyAllDays }]} tools={tools} />
      <PageHeading title={m.privacyHeading}>{m.privacyIntro({ church })}</PageHeading>
      <section className="page-section" aria-labelledby="privacy-phone">
        <h2 id="privacy-phone">{m.privacyPhoneHeading}</h2>
        <p>{m.privacyPhoneText}</p>
        <p>{m.privacyPhoneWall}</p>
        <p>{m.privacyPhoneCopy({ watch: WATCH_HOURS, church })}</p>
      </section>
      <section className="page-section" aria-labelledby="privacy-service">
        <h2 id="privacy-service">{m.privacyServiceHeading}</h2>
        <ul>
          <li>
            <strong>{m.privacySummaryLabel}</strong> {m.privacySummaryText}
          </li>
          <li>
            <strong>{m.privacyRemindersLabel}</strong> {m.privacyRemindersText}
          </li>
          <li>
            <strong>{m.privacyGuideMailLabel}</strong> {m.privacyGuideMailText({ church })}
          </li>
        </ul>
      </section>
      <section className="page-section" aria-labelledby="privacy-church">
        <h2 id="privacy-church">{m.privacyChurchHeading({ church })}</h2>
        <p>{m.privacyChurchTotals}</p>
        <p>{m.privacyChurchTally}</p>
        <p>{m.privacyChurchTallyShown}</p>
        <p>{m.privacyChurchTallyLimit}</p>
      </section>
      <section className="page-section" aria-labelledby="privacy-wall">
        <h2 id="privacy-wall">{m.privacyWallHeading}</h2>
        <p>{m.privacyWallAsking({ church })}</p>
        <p>{m.privacyWallYours}</p>
        <p>{m.privacyWallPraying}</p>
        <p>{m.privacyWallKept({ days: WALL_KEPT_DAYS })}</p>
      </section>
      <section className="page-section" aria-labelledby="privacy-watch">
        <h2 id="privacy-watch">{m.privacyWatchHeading}</h2>
        <p>{m.privacyWatchPledges}</p>
        <p>{m.privacyWatchCounts({ church })}</p>
        <p>{m.privacyWatchReminders}</p>
        <p>{m.privacyWatchThanks}</p>
        {/* The pledges go with the prayer wall (the service's watch::purge). */}
        <p>{m.privacyWatchKept({ days: WALL_KEPT_DAYS })}</p>
      </section>
    </DeviceStateMain>
  );
}
