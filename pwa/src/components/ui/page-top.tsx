import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as m from 'virtual:messages/ui';

export interface PageLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

/** `to` with the back arrow, as the first link of a page. */
export const backTo = (to: string, label: string): PageLink => ({ to, label, icon: <ArrowLeft aria-hidden="true" size={20} /> });

/** Links to other pages of the app, each with its icon, all styled as `className`. */
export function PageLinks({ links, className }: { links: PageLink[]; className: string }) {
  return links.map(({ to, label, icon }) => (
    <Link key={to} className={className} to={to}>
      {icon}
      {label}
    </Link>
  ));
}

/** The row at the top of a page: links to other pages, then any tools (the text size). */
export function PageNav({ links, tools }: { links: PageLink[]; tools?: ReactNode }) {
  return (
    <nav className="page-nav" aria-label={m.pageNav}>
      <PageLinks links={links} className="back-link" />
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
