/**
 * The page of a paged list lives in the URL query (`page`): one reading and one writing of it for
 * every list (catalogue, admin discounts, security log, ops deals, dealer table), and the
 * addresses built from a path and a query.
 */

/** The page a query asks for: 1 unless `page` is a whole number from 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same query on another page; page 1 is the list's own address (no `page`). */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** A path with its query; no dangling '?' when the query is empty. */
export function addressOf(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The address of the list at `pathname` on another page, with the rest of its query. */
export function pageAddress(pathname: string, search: URLSearchParams, page: number): string {
  return addressOf(pathname, withPage(search, page));
}
