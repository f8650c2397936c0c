import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { switchCustomerGroup } from '../../../lib/customer-group-choice';
import { customerGroupFromSearch } from '../../../lib/customer-type';
import { useSession } from '../../../lib/session';
import { withRedirectUrl } from './login-redirect';

/** Spec 6: the pages a logged-in user without accepted terms may still see. */
export const TERMS_EXEMPT_PATHS = ['/accept-tnc', '/agbs', '/consent'];

/**
 * Around every page: the terms gate (logged in, current terms not accepted → /accept-tnc) and the
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

  if (session?.isLoggedIn && !session.acceptedTnc && !session.isCrawler && !TERMS_EXEMPT_PATHS.includes(location.pathname)) {
    // The page they were going to survives the terms (issue 17): accept-tnc goes on there.
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withRedirectUrl('/accept-tnc', target === '/' ? null : target)} replace />;
  }
  return <Outlet />;
}
