import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { loginPathFor } from './login-redirect';
import './account-actions.css';

/**
 * The header's account corner: "Anmelden" for visitors (coming back here afterwards), "Mein Konto"
 * and "Abmelden" when logged in. After logout a protected page sends the user to /login (spec 4.6).
 */
export function AccountActions() {
  const session = useSession().data;
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!session?.isLoggedIn) {
    const onWall = location.pathname === '/login' || location.pathname === '/register';
    return (
      <Link to={onWall ? '/login' : loginPathFor(location)} className="header-login">
        Anmelden
      </Link>
    );
  }
  const home = session.role === 'Admin' ? '/admin/ops_team/discounts' : session.role === 'Dealer' ? '/dealer/discount' : '/customer';
  return (
    <div className="header-account">
      <Link to={home} className="header-login">
        Mein Konto
      </Link>
      <button
        type="button"
        className="header-logout"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            // On a public page the user simply stays; protected pages redirect through their guard.
            onSettled: () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true }),
          })
        }
      >
        Abmelden
      </button>
    </div>
  );
}
