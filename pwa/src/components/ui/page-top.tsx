import { ArrowLeft } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageLink } from './page-links';
import { PageNavExtra } from './page-nav-extra';
import * as m from 'virtual:messages/ui';

export type { PageLink };

/** `to` with the back arrow, as the first link of a page (on a phone, the arrow alone). */
export const backTo = (to: string, label: string): PageLink => ({
  to,
  label,
  icon: <ArrowLeft aria-hidden="true" size={20} />,
  iconOnPhone: true,
});

/**
 * The one row at the top of a page, in reading order: links to other pages at its start; at its
 * end what the app adds to every page (the language switch) and the page's tools (the text size).
 * It wraps on a narrow screen rather than overflow.
 */
export function PageNav({ links, tools }: { links: PageLink[]; tools?: ReactNode }) {
  return (
    <nav className="page-nav" aria-label={m.pageNav}>
      <div className="page-nav__links">
        {links.map(({ to, label, icon, iconOnPhone }) => (
          <Link key={to} className={iconOnPhone ? 'back-link back-link--icon-on-phone' : 'back-link'} to={to}>
            {icon}
            <span className={iconOnPhone ? 'page-nav__label' : undefined}>{label}</span>
          </Link>
        ))}
      </div>
      {useContext(PageNavExtra)}
      {tools}
    </nav>
  );
}

/** A page's title and the line that introduces it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1 className="page-heading__title">{title}</h1>
      {children && <p className="page-heading__intro">{children}</p>}
    </header>
  );
}
