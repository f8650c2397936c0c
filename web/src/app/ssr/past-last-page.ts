import type { SearchOffersResponse } from '@autoleasing/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { LISTING_ROUTES } from '../../lib/listing-routes';
import { pageAddress } from '../../lib/url-page';
import { cached } from './page-head';

/**
 * A listing asked for a page past its last one (an old link, fewer offers by now) goes to the last
 * page, as the browser does (offer-search `useClampedPage`), before a crawler sees an empty list.
 * Null when the page exists or the route is no listing.
 */
export function pastLastPageTarget(routeName: string, url: URL, queryClient: QueryClient): string | null {
  if (!LISTING_ROUTES.has(routeName)) return null;
  const answer = cached<SearchOffersResponse>(queryClient, ['catalog', 'search_offers']);
  if (!answer) return null;
  const last = Math.max(answer.meta.page_count, 1);
  if (answer.meta.page <= last) return null;
  return pageAddress(url.pathname, url.searchParams, last);
}
