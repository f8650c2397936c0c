import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { usePageSeo } from '../../features/content';
import { TopProgressBar } from '../../components/feedback/top-progress-bar';
import { clearErrorPage, useRaisedErrorPage } from '../../lib/error-page-signal';
import { routeListPage } from '../../lib/listing-routes';
import { scrollRestorationKey } from '../../lib/scroll-key';
import { ErrorShell } from '../layouts/shells/error-shell';
import { StatusErrorContent } from './pages/status-error-content';
import type { RouteHandle } from './route-helpers';

const SITE_NAME = 'autoleasing';

/** Frame around every route: progress bar, page title, raised error pages, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const raised = useRaisedErrorPage();
  const location = useLocation();

  useClearErrorPageOnLeave(navigation.state, location.key);
  useDocumentTitle();

  return (
    <>
      <TopProgressBar active={navigation.state !== 'idle' || fetching > 0} />
      {raised ? (
        <ErrorShell>
          <StatusErrorContent {...raised} />
        </ErrorShell>
      ) : (
        <Outlet />
      )}
      {/* New pages start at the top; saved positions only for back/forward and reload (issue 18). */}
      <ScrollRestoration getKey={scrollRestorationKey} />
    </>
  );
}

/**
 * A raised error page belongs to the page that failed; leaving it shows the next page normally.
 * It is cleared when a navigation starts, so an error its loaders raise stays (no flicker of the
 * page before the error returns), and after navigations that load nothing. The first page keeps
 * what its loaders raised before the app rendered.
 */
function useClearErrorPageOnLeave(navigationState: string, locationKey: string): void {
  const clearedAtStart = useRef(false);
  const firstLocation = useRef(true);
  useEffect(() => {
    if (navigationState !== 'loading') return;
    clearedAtStart.current = true;
    clearErrorPage();
  }, [navigationState]);
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
    } else if (!clearedAtStart.current) {
      clearErrorPage();
    }
    clearedAtStart.current = false;
  }, [locationKey]);
}

/**
 * Every page has its own title (WCAG 2.4.2): the content endpoint's meta title with description
 * and canonical link (spec 7.3), or else the deepest route's handle title.
 */
function useDocumentTitle(): void {
  const matches = useMatches();
  const { search } = useLocation();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const listPage = routeListPage(handle?.name, new URLSearchParams(search));
  usePageSeo(handle?.title ? `${handle.title} | ${SITE_NAME}` : `${SITE_NAME} – Neuwagen leasen`, listPage, handle?.pageContent !== false);
}
