import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { MainContent, SiteFooter, SiteHeader, type NavItem } from '../../../components/layout';
import { PUBLIC_NAV } from '../navigation';
import { LayoutFrame, type LayoutName } from './layout-frame';
import { LoginAction } from './login-action';
import { useHeaderNav } from '../use-header-nav';

/** A 270 px side navigation (spec 9) beside the page; used by the customer area, dealer and admin. */
export function SideNav({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <p className="sidebar__title">{label}</p>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="sidebar__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface AccountShellProps {
  name: LayoutName;
  headerNav?: readonly NavItem[];
  headerNavLabel?: string;
  sideNav?: { label: string; items: readonly NavItem[] };
  /** Above the content, e.g. a back link on detail pages. */
  lead?: ReactNode;
  children?: ReactNode;
}

export function AccountShell({ name, headerNav = PUBLIC_NAV, headerNavLabel, sideNav, lead, children = <Outlet /> }: AccountShellProps) {
  const page = (
    <div>
      {lead}
      <div className="page-surface">{children}</div>
    </div>
  );
  return (
    <LayoutFrame name={name}>
      <SiteHeader navItems={useHeaderNav(headerNav)} navLabel={headerNavLabel} actions={<LoginAction />} />
      <MainContent>
        <div className="container">
          {sideNav ? (
            <div className="with-sidebar">
              <SideNav label={sideNav.label} items={sideNav.items} />
              {page}
            </div>
          ) : (
            page
          )}
        </div>
      </MainContent>
      <SiteFooter />
    </LayoutFrame>
  );
}
