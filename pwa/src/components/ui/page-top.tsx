import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLinks, type PageLink } from './page-links';
import * as m from 'virtual:messages/ui';

export type { PageLink };

/** `to` with the back arrow, as the first link of a page. */
export const backTo = (to: string, label: string): PageLink => ({ to, label, icon: <ArrowLeft aria-hidden="true" size={20} /> });

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
