import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link to where a deal goes on. The configurator's resume address carries a hash
 * (/customer/deals/{id}/checkout#/car) and needs a full page load (spec 2.3, 4.2); the rest stays
 * in the app.
 */
export function DealLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.includes('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
