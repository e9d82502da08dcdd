import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import safety from 'virtual:safety';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import * as m from 'virtual:messages/safety';

export const SAFETY_PAGE_TITLE = `${safety.title} · ${programme.title}`;

/** A number as a `tel:` link dials it: digits and a leading `+` only. */
const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The line that opens the "stop" section: call emergency services now, with the church's number. */
export function EmergencyLine() {
  const number = programme.emergencyNumber;
  return (
    <p className="safety__emergency">
      <strong>{m.safetyEmergencyCall}</strong>
      {number && (
        <>
          {': '}
          <a href={telLink(number)}>{number}</a>
        </>
      )}
    </p>
  );
}

/** Who members reach for prayer and pastoral care: a name, and a phone or an e-mail. */
export function PastoralContact() {
  const contact = programme.pastoralContact;
  if (!contact) return null;
  const links = [
    contact.phone && <a key="phone" href={telLink(contact.phone)}>{contact.phone}</a>,
    contact.email && <a key="email" href={`mailto:${contact.email}`}>{contact.email}</a>,
  ].filter(Boolean);
  return (
    <p className="safety__contact">
      {m.safetyPastoralContact({ name: contact.name })}
      {': '}
      {links.flatMap((link, i) => (i === 0 ? [link] : [' · ', link]))}
    </p>
  );
}

/** The safety page's sections, in the pastor's words from the content: on the page and opening the print edition. */
export function SafetySections({ idPrefix = 'safety' }: { idPrefix?: string }) {
  const sections = [safety.askFirst, safety.alwaysAllowed, safety.stopAndSeekHelp, safety.eatingDisorders];
  return (
    <>
      {sections.map((section, i) => (
        <section key={section.heading} className="page-section" aria-labelledby={`${idPrefix}-${i}`}>
          <h2 id={`${idPrefix}-${i}`}>{section.heading}</h2>
          {section === safety.stopAndSeekHelp && <EmergencyLine />}
          {section.text && <p>{section.text}</p>}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="safety__closing">{safety.closing}</p>
    </>
  );
}

/** `/safety`: "Before you begin: fasting safely"; `children`: what the page offers after it (choosing a way of fasting). */
export function SafetyPage({ tools, children }: { tools?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(SAFETY_PAGE_TITLE);
  return (
    <DeviceStateMain ready className="page safety">
      <PageNav links={[backTo('/', m.safetyBack), { to: '/days', label: m.safetyAllDays }]} tools={tools} />
      <PageHeading title={safety.title}>{safety.intro}</PageHeading>
      <PastoralContact />
      <SafetySections />
      {children}
    </DeviceStateMain>
  );
}

/** The link to the safety page, as the cover, the days list and a day's guide give it. */
export function SafetyLink() {
  return (
    <p className="safety-link">
      <Link to="/safety">{safety.title}</Link>
    </p>
  );
}

/** The safety page opening the print edition. */
export function PrintedSafety() {
  return (
    <section className="card print-safety" aria-labelledby="print-safety-title">
      <h2 id="print-safety-title">{safety.title}</h2>
      <EmergencyLine />
      <PastoralContact />
      <p>{safety.intro}</p>
      <SafetySections idPrefix="print-safety" />
    </section>
  );
}
