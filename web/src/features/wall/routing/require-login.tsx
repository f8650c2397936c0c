import type { UserRole } from '@autoleasing/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { loginPathFor } from './login-redirect';

/**
 * Route guard of spec 6: visitors (and users without one of `roles`) go to /login with the full
 * current address as redirect_url. Wrap a route group: `{ Component: RequireCustomerArea, children }`.
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
  if (!allowed) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

export const RequireCustomer = () => <RequireLogin />;
export const RequireDealerOrAdmin = () => <RequireLogin roles={['Dealer', 'Admin']} />;
export const RequireAdmin = () => <RequireLogin roles={['Admin']} />;
