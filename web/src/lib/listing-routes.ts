import { pageOf } from './url-page';

/** Route names (handle.name) whose page is a catalogue result list with filters in front of it. */
export const LISTING_ROUTES: ReadonlySet<string> = new Set([
  'leasing',
  'leasing-group',
  'leasing-group-model',
  'leasing-group-model-sofort-verfuegbar',
  'leasing-sonderangebote',
  'hot-offers',
]);

/** Beyond any catalogue's page count; a larger `page` is read as the first page. */
const MAX_PAGE = 10000;

/** The list page a query string asks for: 1 unless `page` is a whole number from 1 to MAX_PAGE. */
export function listingPageOf(search: URLSearchParams): number {
  const page = pageOf(search);
  return page <= MAX_PAGE ? page : 1;
}

/**
 * The list page a route shows: page 2 and later of a listing are pages of their own for search
 * engines (own canonical, own title); every other route has one page.
 */
export function routeListPage(routeName: string | undefined, search: URLSearchParams): number {
  return routeName && LISTING_ROUTES.has(routeName) ? listingPageOf(search) : 1;
}
