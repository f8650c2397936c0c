import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

import type { RouteHandle } from './route-handle';

export type { RouteHandle };

type Load = () => Promise<ComponentType>;

/**
 * Layouts and pages load on demand (route `lazy`), so the first page only downloads its own group.
 * The layout module's chunk is shared by every route of its group.
 */
export function lazyComponent(load: Load): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

const routePage: Load = () => import('./pages/route-page').then((m) => m.RoutePage);

/** A page of the skeleton: its layout plus a heading naming it; features replace `load` later. */
export function page(path: string, handle: RouteHandle, load: Load = routePage, loader?: LoaderFunction): RouteObject {
  return { path, handle, lazy: lazyComponent(load), ...prefetching(loader) };
}

export function indexPage(handle: RouteHandle, load: Load = routePage, loader?: LoaderFunction): RouteObject {
  return { index: true, handle, lazy: lazyComponent(load), ...prefetching(loader) };
}

/**
 * A prefetching loader runs when a page is entered, not when its query string changes: filters,
 * sort, page, term and group live in the URL, and the page's own queries follow them at once
 * (keeping the previous result on screen) instead of the navigation waiting for the API.
 */
function prefetching(loader: LoaderFunction | undefined): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  if (!loader) return {};
  return { loader, shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate };
}

/**
 * A loader whose code loads on demand, like the page: the first navigation downloads it in
 * parallel with the page's chunk, and the entry chunk stays free of feature code.
 */
export function lazyLoader<Name extends string>(load: () => Promise<Record<Name, LoaderFunction>>): (name: Name) => LoaderFunction {
  return (name) => async (args, handlerCtx) => (await load())[name](args, handlerCtx);
}
