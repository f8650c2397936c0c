import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform, type Readable } from 'node:stream';
import type { ServerRenderRequest, ServerRenderResult } from '@autoleasing/contracts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/routes';
import { errorRoutes } from './app/routes/error-routes';
import { provideGoneOfferAlternatives } from './app/routes/pages/not-found-page';
import { preloadStatusErrorContents } from './app/routes/pages/status-error-content';
import { privateRoutes } from './app/routes/private-routes';
import { publicRoutes } from './app/routes/public-routes';
import type { RouteHandle } from './app/routes/route-handle';
import { headHtml, pageHead } from './app/ssr/page-head';
import { pastLastPageTarget } from './app/ssr/past-last-page';
import { SSR_DATA_ID, type SsrPayload } from './app/ssr/ssr-payload';
import { getPageContentQueryOptions } from './features/content/api/page-content';
import { getNavigationBarQueryOptions } from './features/navigation/api/navigation-bar';
import { readVisitorCustomerGroup } from './lib/customer-group-choice';
import { customerGroupOf } from './lib/customer-group';
import { createQueryClient } from './lib/react-query';
import { registerServerScope, type ServerScope } from './lib/server-scope';
import { sessionQueryOptions } from './lib/session';
import type { CustomerGroup } from '@autoleasing/contracts';
import { getSearchOffersQueryOptions } from './features/catalogue/api/search-offers';
import { goneOfferAlternatives } from './features/catalogue/lib/gone-offer';

/**
 * The server entry (vite build --ssr, loaded by the API's SSR route, docs/public-site.md): runs the
 * public page's loaders against the API in-process, renders it with React's streaming renderer and
 * hands the browser the router's loader data and the query cache, so hydration fetches nothing.
 */
const scopes = new AsyncLocalStorage<ServerScope>();
registerServerScope(() => scopes.getStore());
// Loaded through import() as in the browser: the bundler then runs the module's own imports first.
const serverComponentsReady = Promise.all([
  import('./features/catalogue/components/detail/gone-offer-alternatives').then((m) => provideGoneOfferAlternatives(m.GoneOfferAlternatives)),
  preloadStatusErrorContents(),
]);

/** Pages rendered on the server: the public routes and the error pages; the rest is client-only. */
const SERVER_RENDERED = new Set(routeNames([...publicRoutes(new QueryClient()), ...errorRoutes]));
// Needs a logged-in customer and leaves at once for the checkout.
SERVER_RENDERED.delete('create-deal');

function routeNames(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...((route.handle as RouteHandle | undefined)?.name ? [(route.handle as RouteHandle).name] : []), ...routeNames(route.children ?? [])]);
}

function deepestHandle(matches: { route: RouteObject }[] | null): RouteHandle | undefined {
  return matches?.map((m) => m.route.handle as RouteHandle | undefined).reverse().find(Boolean);
}

/** The API's SSR route loads this file's `render` (contracts: ServerRenderEntry). */
export async function render(input: ServerRenderRequest): Promise<ServerRenderResult<Readable>> {
  await serverComponentsReady;
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient, privateRoutes);
  const url = new URL(input.url);
  const handle = deepestHandle(matchRoutes(routes, url.pathname));
  if (!handle || !SERVER_RENDERED.has(handle.name)) return { kind: 'shell' };
  const scope: ServerScope = { origin: input.origin, cookie: input.cookie, fetch: input.fetch, raised: null, navigatedTo: null };
  return scopes.run(scope, () => renderPage({ ...input, url }, handle, queryClient, routes, scope));
}

async function renderPage(input: Omit<ServerRenderRequest, 'url'> & { url: URL }, handle: RouteHandle, queryClient: QueryClient, routes: RouteObject[], scope: ServerScope): Promise<ServerRenderResult<Readable>> {
  const [session] = await Promise.all([
    queryClient.ensureQueryData(sessionQueryOptions()).catch(() => undefined),
    queryClient.prefetchQuery(getPageContentQueryOptions(input.url.pathname)),
  ]);
  // The terms gate sends such a user elsewhere at once: the browser does that.
  if (session?.isLoggedIn && !session.acceptedTnc && !session.isCrawler) return { kind: 'shell' };
  if (isUnknownListing(handle, queryClient, input.url.pathname)) scope.raised = { status: 404 };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(input.url, { headers: { cookie: input.cookie } }));
  if (context instanceof Response) return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  if (scope.navigatedTo) return { kind: 'redirect', status: 302, location: scope.navigatedTo };
  // Render errors of a route are the browser's business (its error boundary, chunk reload).
  if (context.errors) return { kind: 'shell' };
  const lastPage = pastLastPageTarget(handle.name, input.url, queryClient);
  if (lastPage) return { kind: 'redirect', status: 302, location: lastPage };
  const { group } = customerGroupOf(session, input.url.searchParams, readVisitorCustomerGroup());
  await Promise.all([
    queryClient.prefetchQuery(getNavigationBarQueryOptions(group)),
    prefetchGoneOfferAlternatives(queryClient, input.url.pathname, group, scope),
  ]);

  const status = statusOf(handle, scope);
  const head = pageHead({ routeName: handle.name, routeTitle: handle.title, url: input.url, origin: input.origin, status, queryClient });
  const payload: SsrPayload = { loaderData: context.loaderData, queries: dehydrate(queryClient), raised: scope.raised };
  const [beforeHead, afterHead] = splitHead(input.template);
  const [beforeOutlet, afterOutlet] = afterHead.split('<!--ssr-outlet-->');
  const start = `${beforeHead}${headHtml(head)}${beforeOutlet}`;
  const end = `${afterOutlet.replace('</body>', `${payloadScript(payload)}</body>`)}`;
  return { kind: 'page', status, ...(await stream(queryClient, context, handler.dataRoutes, start, end)) };
}

/** Listings whose slugs name a category, brand or series; the page content knows which exist. */
const CATALOGUE_LISTINGS = new Set(['leasing-group', 'leasing-group-model', 'leasing-group-model-motorisierungen', 'leasing-group-model-sofort-verfuegbar']);

/**
 * An unknown category, brand or series is the 404 page with its status, not an empty listing that
 * answers 200 (a soft 404 to crawlers). The page content endpoint knows the catalogue's slugs and
 * answers them 404 (null here); a failed call (undefined) proves nothing, so the page renders.
 */
function isUnknownListing(handle: RouteHandle, queryClient: QueryClient, pathname: string): boolean {
  return CATALOGUE_LISTINGS.has(handle.name) && queryClient.getQueryData(getPageContentQueryOptions(pathname).queryKey) === null;
}

/** A car page that answered 404 shows offers like the car (the not-found page asks the same). */
async function prefetchGoneOfferAlternatives(queryClient: QueryClient, pathname: string, group: CustomerGroup, scope: ServerScope): Promise<void> {
  const variation = /^\/leasing-angebote\/([^/]+)$/.exec(pathname)?.[1];
  if (scope.raised?.status !== 404 || !variation) return;
  await queryClient.prefetchQuery(getSearchOffersQueryOptions(goneOfferAlternatives(variation, group)));
}

/** A raised error page is that status (an unknown car: 404); the catch-all page is a 404. */
function statusOf(handle: RouteHandle, scope: ServerScope): number {
  if (scope.raised) return scope.raised.status || 500;
  return handle.name === 'not-found' ? 404 : 200;
}

function splitHead(template: string): [string, string] {
  const open = template.indexOf('<!--ssr-head-->');
  const close = template.indexOf('<!--/ssr-head-->');
  if (open < 0 || close < 0) throw new Error('index.html lacks the <!--ssr-head--> marks');
  return [template.slice(0, open), template.slice(close + '<!--/ssr-head-->'.length)];
}

function payloadScript(payload: SsrPayload): string {
  // Not executed (CSP allows no inline scripts); the client entry reads it. `<` cannot close it.
  return `<script type="application/json" id="${SSR_DATA_ID}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;
}

/** React's streaming render between the template's two halves; resolves when the whole page is ready. */
function stream(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  dataRoutes: RouteObject[],
  start: string,
  end: string,
): Promise<{ body: Readable; onError: (listener: (error: unknown) => void) => void }> {
  const router = createStaticRouter(dataRoutes, context);
  let report: (error: unknown) => void = () => undefined;
  return new Promise((resolve, reject) => {
    const body = new Transform({
      transform(chunk, _encoding, done) {
        done(null, chunk);
      },
      flush(done) {
        this.push(end);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      {
        // React moves large Suspense parts out of line and back with an inline script; the CSP
        // allows none, and the page is complete anyway: every part stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everything is loaded before the first byte: the whole page goes out in order, so React
        // needs no inline scripts to move late parts into place (the CSP allows none).
        onAllReady() {
          body.push(start);
          pipe(body);
          resolve({ body, onError: (listener) => (report = listener) });
        },
        onShellError: reject,
        onError(error) {
          report(error);
        },
      },
    );
  });
}
