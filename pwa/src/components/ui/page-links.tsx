import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageLink {
  to: string;
  label: string;
  icon?: ReactNode;
  /** In a page's row on a phone, the icon alone: the label is read, not shown (the back arrow). */
  iconOnPhone?: boolean;
}

/** Links to other pages of the app, each with its icon, all styled as `className`. */
export function PageLinks({ links, className }: { links: PageLink[]; className: string }) {
  return links.map(({ to, label, icon }) => (
    <Link key={to} className={className} to={to}>
      {icon}
      {label}
    </Link>
  ));
}
