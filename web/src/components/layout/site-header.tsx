import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from './logo';

export interface NavItem {
  to: string;
  label: string;
  /** Only exact matches count as current (e.g. a dashboard link above its sub pages). */
  end?: boolean;
  /** Shown in the folded mobile menu only (e.g. login, which sits beside the menu on desktop). */
  mobileOnly?: boolean;
}

interface SiteHeaderProps {
  navItems: readonly NavItem[];
  navLabel?: string;
  /** Right-hand area: login link, badges. */
  actions?: ReactNode;
}

/** 64 px header with the logo and the main navigation; below 768 px the navigation folds away. */
export function SiteHeader({ navItems, navLabel = 'Hauptnavigation', actions }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A chosen link leaves the menu open otherwise, covering the new page on phones.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        {navItems.length > 0 && (
          <>
            <button
              type="button"
              className="site-header__menu-button"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="site-header__menu-icon" aria-hidden="true" />
              Menü
            </button>
            <nav id={navId} aria-label={navLabel} className={open ? 'site-nav site-nav--open' : 'site-nav'}>
              <ul className="site-nav__list">
                {navItems.map((item) => (
                  <li key={item.to} className={item.mobileOnly ? 'site-nav__item--mobile-only' : undefined}>
                    <NavLink to={item.to} end={item.end} className="site-nav__link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        {actions && <div className="site-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
