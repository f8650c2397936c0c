import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { ErrorShell } from '../layouts/shells/error-shell';
import { OfflineContent } from './pages/offline-content';
import { StatusErrorContent } from './pages/status-error-content';

const RELOAD_MARK = 'autoleasing:chunk-reload';

/** A lazy chunk from an older deploy is gone: reload once to get the new one (spec 8). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);
}

/** Errors thrown while loading or rendering a route (loaders, lazy modules, render bugs). */
export function RouteErrorPage() {
  const error = useRouteError();

  // Offline, a reload would only show the browser's offline page: say so here instead (issue 18).
  if (isChunkLoadError(error) && !navigator.onLine) {
    return (
      <ErrorShell>
        <OfflineContent />
      </ErrorShell>
    );
  }
  if (isChunkLoadError(error) && !sessionStorage.getItem(RELOAD_MARK)) {
    sessionStorage.setItem(RELOAD_MARK, '1');
    window.location.reload();
    return null;
  }

  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.statusCode : 500;
  const message = isApiError(error) ? error.message : undefined;
  const code = isApiError(error) ? error.code : undefined;
  return (
    <ErrorShell>
      <StatusErrorContent status={status} message={message} code={code} />
    </ErrorShell>
  );
}
