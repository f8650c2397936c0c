import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** List items placed before the links, e.g. the navigation bar's disclosure menus. */
  menus?: ReactNode;
}

/**
 * From this many links (the admin's), the bar needs the full width like the navigation menus do:
 * beside a logged-in user's "Mein Konto", "Sicherheit" and "Abmelden" four links ran 57 px past a
 * 1280 px screen.
 */
const WIDE_NAV_LINKS = 4;

/** 64 px header with the logo and the main navigation; below 768 px the navigation folds away. */
export function SiteHeader({ navItems, navLabel = 'Hauptnavigation', actions, menus }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const wide = Boolean(menus) || navItems.filter((item) => !item.mobileOnly).length >= WIDE_NAV_LINKS;

  // A chosen link leaves the menu open otherwise, covering the new page on phones.
  useEffect(() => setOpen(false), [pathname]);

  // Escape folds the phone menu away and gives focus back to its button.
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <header className={wide ? 'site-header site-header--wide' : 'site-header'}>
      <div className="site-header__inner">
        <Logo />
        {(navItems.length > 0 || menus) && (
          <>
            <button
              ref={buttonRef}
              type="button"
              className="site-header__menu-button"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="site-header__menu-icon" aria-hidden="true" />
              <span className="site-header__menu-text">Menü</span>
            </button>
            <nav id={navId} aria-label={navLabel} className={open ? 'site-nav site-nav--open' : 'site-nav'} onKeyDown={onNavKeyDown}>
              <ul className="site-nav__list">
                {menus}
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
