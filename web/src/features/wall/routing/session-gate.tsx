import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { switchCustomerGroup } from '../../../lib/customer-group-choice';
import { customerGroupFromSearch } from '../../../lib/customer-type';
import { useSession } from '../../../lib/session';
import { withRedirectUrl } from './login-redirect';

/** Spec 6: the pages a logged-in user without accepted terms may still see. */
export const TERMS_EXEMPT_PATHS = ['/accept-tnc', '/agbs', '/consent'];

/** Issue 20: where staff without a second factor are held until they have enrolled. */
export const ENROLMENT_PATH = '/account/security';

/** Wall pages that carry the user's target in redirect_url (the session turns logged-in while the login page is still shown). */
const WALL_PATHS_WITH_TARGET = ['/login', '/register', '/verify-email'];

/**
 * Where the user was going when the terms gate stopped them (issue 17): the page itself, or on a
 * wall page its redirect_url. Null for the home page (accept-tnc's default). The server decides
 * whether it is followed (same-site only).
 */
export function termsGateTarget(location: { pathname: string; search: string; hash: string }, search: URLSearchParams): string | null {
  if (WALL_PATHS_WITH_TARGET.includes(location.pathname)) return search.get('redirect_url');
  const target = `${location.pathname}${location.search}${location.hash}`;
  return target === '/' ? null : target;
}

/**
 * Around every page: the enrolment gate (staff without a second factor → /account/security), the terms gate (logged in, current terms not accepted → /accept-tnc) and the
 * customer group preset from the URL (customer_group / customer_type), which applies to visitors
 * only — a logged-in user keeps the group of the account (spec 4.6). A crawler is never sent to
 * the gate: it must index the page it asked for, not the terms page.
 */
export function SessionGate() {
  const session = useSession().data;
  const location = useLocation();
  const [search] = useSearchParams();
  const preset = customerGroupFromSearch(search);

  useEffect(() => {
    if (preset && session && !session.isLoggedIn) switchCustomerGroup(preset, false);
  }, [preset, session]);

  if (session?.isLoggedIn && session.secondFactorEnrolmentRequired && location.pathname !== ENROLMENT_PATH) {
    return <Navigate to={ENROLMENT_PATH} replace />;
  }
  if (session?.isLoggedIn && !session.acceptedTnc && !session.isCrawler && !TERMS_EXEMPT_PATHS.includes(location.pathname)) {
    return <Navigate to={withRedirectUrl('/accept-tnc', termsGateTarget(location, search))} replace />;
  }
  return <Outlet />;
}
