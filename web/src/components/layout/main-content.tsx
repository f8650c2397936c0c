import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/** The one <main> landmark per page; focusable (tabIndex -1) so the skip link can move focus here. */
export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ? `main-content ${className}` : 'main-content'}>
      {children}
    </main>
  );
}
