import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { mayLeavePage } from '../../../lib/leave-guard';
import type { Session } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { accountHomePath } from './account-home';

/**
 * The logged-in half of the header's account corner (account-actions.tsx): "Mein Konto",
 * "Sicherheit" and "Abmelden", folded into a "Konto" disclosure below 1140 px. Its own chunk:
 * visitors (every first load of a public page) never need it, nor the mutation code of the logout.
 */
export function LoggedInAccountMenu({ session }: { session: Session }) {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);
  const { panelId, rootRef, buttonRef: toggleRef, onKeyDown } = useDisclosure<HTMLDivElement>(open, setOpen);

  const home = accountHomePath(session);
  return (
    <div className="header-account" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="header-account__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Konto</span>
      </button>
      <div id={panelId} className={open ? 'header-account__panel header-account__panel--open' : 'header-account__panel'}>
        <Link to={home} className="header-login">
          Mein Konto
        </Link>
        <Link to="/account/security" className="header-login">
          Sicherheit
        </Link>
        <button
          type="button"
          className="header-logout"
          disabled={logout.isPending}
          onClick={async () => {
            // A page with unsaved work (the discount table) asks first: after logout it is gone.
            if (!(await mayLeavePage())) return;
            logout.mutate(undefined, {
              // On a public page the user simply stays; protected pages redirect through their guard.
              onSettled: () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true }),
            });
          }}
        >
          Abmelden
        </button>
      </div>
    </div>
  );
}
