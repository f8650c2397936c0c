import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { TopProgressBar } from '../../components/feedback/top-progress-bar';
import { clearErrorPage, useRaisedErrorPage } from '../../lib/error-page-signal';
import { ErrorShell } from '../layouts/shells/error-shell';
import { StatusErrorContent } from './pages/status-error-content';
import type { RouteHandle } from './route-helpers';

const SITE_NAME = 'autoleasing';

/** Frame around every route: progress bar, page title, raised error pages, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const raisedStatus = useRaisedErrorPage();
  const location = useLocation();

  // A raised error page belongs to the page that failed; leaving it shows the next page normally.
  useEffect(() => clearErrorPage(), [location.key]);
  useDocumentTitle();

  return (
    <>
      <TopProgressBar active={navigation.state !== 'idle' || fetching > 0} />
      {raisedStatus ? (
        <ErrorShell>
          <StatusErrorContent status={raisedStatus} />
        </ErrorShell>
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
    </>
  );
}

/** Every page has its own title (WCAG 2.4.2), taken from the deepest route's handle. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Neuwagen leasen`;
  }, [title]);
}
