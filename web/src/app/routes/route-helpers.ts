import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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
export function page(path: string, handle: RouteHandle, load: Load = routePage): RouteObject {
  return { path, handle, lazy: lazyComponent(load) };
}

export function indexPage(handle: RouteHandle, load: Load = routePage): RouteObject {
  return { index: true, handle, lazy: lazyComponent(load) };
}
