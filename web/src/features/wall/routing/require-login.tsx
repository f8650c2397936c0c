import type { UserRole } from '@autoleasing/contracts';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { MainContent } from '../../../components/layout';
import { useSession } from '../../../lib/session';
import { accountHomePath } from './account-home';
import { loginPathFor } from './login-redirect';

/**
 * Route guard of spec 6: visitors (and users without one of `roles`) go to /login with the full
 * current address as redirect_url. Wrap a route group: `{ Component: RequireCustomerArea, children }`.
 * Staff (Dealer, Admin) who are logged in but lack the role are told so instead: the login form
 * would only log them in as themselves again and send them back here (issue 21).
 */
export function RequireLogin({ roles }: { roles?: readonly UserRole[] }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <p role="status" className="container">
        Anmeldung wird geprüft …
      </p>
    );
  }
  const data = session.data;
  const allowed = !!data?.isLoggedIn && (!roles || (data.role !== null && roles.includes(data.role)));
  if (!allowed && data?.isLoggedIn && (data.role === 'Dealer' || data.role === 'Admin')) return <NoPermission home={accountHomePath(data)} />;
  if (!allowed) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

export const RequireCustomer = () => <RequireLogin />;
export const RequireDealerOrAdmin = () => <RequireLogin roles={['Dealer', 'Admin']} />;
export const RequireAdmin = () => <RequireLogin roles={['Admin']} />;

function NoPermission({ home }: { home: string }) {
  return (
    <MainContent className="container">
      <h1>Keine Berechtigung</h1>
      <p>Ihr Konto hat keinen Zugriff auf diese Seite.</p>
      <p>
        <Link to={home}>Zurück zu Ihrem Bereich</Link>
      </p>
    </MainContent>
  );
}
