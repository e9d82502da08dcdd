import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A paragraph with the link to the print edition, worded by the page. */
export function PrintLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Link className="button button--quiet" to="/print">
        <Printer aria-hidden="true" size={18} />
        {children}
      </Link>
    </p>
  );
}
