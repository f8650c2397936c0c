import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { loginPathFor } from './login-redirect';
import './account-actions.css';

// Loaded when a session is logged in (first-load JS budget, issue 18). A server-rendered page of a
// logged-in user keeps the server's HTML until the chunk is there (React hydrates the boundary then).
const LoggedInAccountMenu = lazy(() => import('./logged-in-account-menu').then((m) => ({ default: m.LoggedInAccountMenu })));

/**
 * The header's account corner: "Anmelden" for visitors (coming back here afterwards), "Mein Konto"
 * and "Abmelden" when logged in. After logout a protected page sends the user to /login (spec 4.6).
 *
 * Below 1140 px there is no room for both beside the logo and the navigation: they fold into a
 * "Konto" disclosure (WAI-ARIA disclosure pattern: a real button with aria-expanded/aria-controls
 * opens a panel with the link and the button; Escape closes it and returns the focus, so does a
 * click outside or a navigation). From 1140 px the toggle is hidden and both sit in the bar.
 */
export function AccountActions() {
  const session = useSession().data;
  const location = useLocation();

  if (!session?.isLoggedIn) {
    const onWall = location.pathname === '/login' || location.pathname === '/register';
    return (
      <Link to={onWall ? '/login' : loginPathFor(location)} className="header-login">
        Anmelden
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <LoggedInAccountMenu session={session} />
    </Suspense>
  );
}
