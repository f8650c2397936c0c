import type { Location } from 'react-router';
import { currentOrigin } from '../../../lib/server-scope';

/**
 * A wall path with the pending redirect_url (issue 17): register → verify-email → login →
 * accept-tnc hand it on, so the customer ends where they started. The server checks it (same-site).
 */
export function withRedirectUrl(path: string, redirectUrl: string | null | undefined): string {
  if (!redirectUrl) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(redirectUrl)}`;
}

/** Spec 6: /login?redirect_url=<the full current address>. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>, origin = currentOrigin()): string {
  return `/login?redirect_url=${encodeURIComponent(`${origin}${location.pathname}${location.search}${location.hash}`)}`;
}
