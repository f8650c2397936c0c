import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { createAppRoutes } from './app/routes';
import { preloadStatusErrorContents } from './app/routes/pages/status-error-content';
import { readSsrPayload } from './app/ssr/ssr-payload';
import { restoreRaisedErrorPage } from './lib/error-page-signal';
import { createQueryClient } from './lib/react-query';
import './styles/tokens.css';
import './styles/base.css';

// Spec 8 "failed asset load → full page reload": after a deploy, old lazy chunks are gone; a
// reload fetches the new entry instead of leaving the user on a broken page.
// Offline, the reload would only show the browser's offline page; the failed import then reaches
// the route's error page, which shows the offline notice (issue 18).
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) window.location.reload();
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('Root element #root is missing in index.html');
}

/**
 * A page the server rendered (docs/public-site.md) is hydrated with the server's loader data and
 * query cache, so the first render matches its HTML and nothing is fetched twice; every other
 * page (customer area, checkout, dealer, admin) renders in the browser from the empty shell.
 */
async function start(root: HTMLElement): Promise<void> {
  const payload = readSsrPayload();
  if (!payload) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  restoreRaisedErrorPage(payload.raised);
  const routes = createAppRoutes(queryClient);
  await Promise.all([loadMatchedRoutes(routes, window.location.pathname), payload.raised ? preloadStatusErrorContents() : undefined]);
  const router = createAppRouter(queryClient, { loaderData: payload.loaderData }, routes);
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (issue 18: Lighthouse's Total Blocking Time on a slow phone).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prepared={{ queryClient, router }} />
      </StrictMode>,
    );
  });
}

void start(container);
