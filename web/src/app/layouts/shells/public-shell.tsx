import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MainContent, SiteFooter, SiteHeader } from '../../../components/layout';
import { ScrollToTopButton } from '../../../components/scroll-to-top-button';
import { PUBLIC_FOOTER_COLUMNS, PUBLIC_MENU_NAV } from '../navigation';
import { NavigationMenus } from '../../../features/navigation';
import { LayoutFrame, type LayoutName } from './layout-frame';
import { LoginAction } from './login-action';
import { useHeaderNav } from '../use-header-nav';

interface PublicShellProps {
  name: LayoutName;
  /** Full-bleed pages (homepage) manage their own width; all others sit in the 1140 px column. */
  fullBleed?: boolean;
  /** Left column of 270 px, e.g. catalogue filters. */
  sidebar?: ReactNode;
  children?: ReactNode;
}

/** Catalogue and content pages: full header and footer, mobile scroll-to-top. */
export function PublicShell({ name, fullBleed = false, sidebar, children = <Outlet /> }: PublicShellProps) {
  const content = sidebar ? (
    <div className="with-sidebar">
      {sidebar}
      <div>{children}</div>
    </div>
  ) : (
    children
  );
  return (
    <LayoutFrame name={name}>
      <SiteHeader navItems={useHeaderNav(PUBLIC_MENU_NAV)} menus={<NavigationMenus />} actions={<LoginAction />} />
      <MainContent>{fullBleed ? content : <div className="container">{content}</div>}</MainContent>
      <SiteFooter columns={PUBLIC_FOOTER_COLUMNS} />
      <ScrollToTopButton />
    </LayoutFrame>
  );
}
