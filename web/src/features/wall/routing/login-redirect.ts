import type { Location } from 'react-router';

/** Spec 6: /login?redirect_url=<the full current address>. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>, origin = window.location.origin): string {
  return `/login?redirect_url=${encodeURIComponent(`${origin}${location.pathname}${location.search}${location.hash}`)}`;
}
