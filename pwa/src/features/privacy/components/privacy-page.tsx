import type { ReactNode } from 'react';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const PRIVACY_PAGE_TITLE = `Privacy · ${programme.title}`;

/** `/privacy`: what the app keeps, what the church sees, and what never leaves the phone. */
export function PrivacyPage({ tools }: { tools?: ReactNode }) {
  useDocumentTitle(PRIVACY_PAGE_TITLE);
  const { church } = programme;
  return (
    <DeviceStateMain ready className="page privacy">
      <PageNav links={[backTo('/', 'Back to Cover'), { to: '/days', label: 'All days' }]} tools={tools} />
      <PageHeading title="Your privacy">
        This guide is yours. Here is, plainly, what it keeps, what {church} sees, and what never leaves your phone.
      </PageHeading>
      <section className="page-section" aria-labelledby="privacy-phone">
        <h2 id="privacy-phone">What stays on your phone</h2>
        <p>
          The prayer times you tick, your journals, your hydration count and your text size are kept on this phone only. They leave
          it only when you choose to e-mail a summary to yourself, and then only to the address you type.
        </p>
      </section>
      <section className="page-section" aria-labelledby="privacy-service">
        <h2 id="privacy-service">What the service keeps, and for how long</h2>
        <ul>
          <li>
            <strong>A summary you e-mail:</strong> kept only until it is delivered, then its text is deleted. Your address is
            remembered only as a scrambled code, to stop anyone mailing you too often, and a confirmed address for as long as the
            fast lasts plus 30 days.
          </li>
          <li>
            <strong>Reminders:</strong> if you turn them on, the address your browser gives for notifications, your time zone,
            the prayer times you chose and whether you want church announcements. Turning reminders off deletes them at once.
          </li>
        </ul>
      </section>
      <section className="page-section" aria-labelledby="privacy-church">
        <h2 id="privacy-church">What {church} sees</h2>
        <p>
          Totals only: how many phones get reminders and how many e-mails went out. Never your name, your address, your ticks or
          your journals.
        </p>
        <p>
          If you choose to be counted in the church’s tally, each tick sends only the day, the prayer time and a random number your
          phone makes fresh every day, so no one can follow you from one day to the next. The church sees how many took part, and
          any number under 5 only as “fewer than 5”.
        </p>
      </section>
    </DeviceStateMain>
  );
}
