import type { MouseEvent } from 'react';
import { useMatches } from 'react-router';
import { LISTING_ROUTES } from '../../lib/listing-routes';

export const MAIN_CONTENT_ID = 'main-content';
/** The result list of a catalogue listing (features/catalogue OfferSearch). */
export const RESULTS_ID = 'results';

function focusTarget(id: string, event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'start' });
}

/**
 * First focusable element on every page, so keyboard users can jump past the navigation
 * (BITV 2.0 / WCAG 2.4.1). Focus is moved by hand: a plain hash link would also trigger a
 * router navigation and leaves focus behind in some browsers.
 */
export function SkipLink({ results = true }: { results?: boolean }) {
  const matches = useMatches();
  const listing = results && matches.some((match) => LISTING_ROUTES.has((match.handle as { name?: string } | undefined)?.name ?? ''));
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={(event) => focusTarget(MAIN_CONTENT_ID, event)}>
        Zum Inhalt springen
      </a>
      {/* Listings: past the header and the filters straight to the first result (issue 18). */}
      {listing && (
        <a className="skip-link" href={`#${RESULTS_ID}`} onClick={(event) => focusTarget(RESULTS_ID, event)}>
          Zu den Ergebnissen
        </a>
      )}
    </>
  );
}
