import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MainContent, SiteFooter, SiteHeader } from '../../../components/layout';
import { PUBLIC_FOOTER_COLUMNS, PUBLIC_MENU_NAV } from '../navigation';
import { NavigationMenus } from '../../../features/navigation';
import { LayoutFrame } from './layout-frame';
import { LoginAction } from './login-action';
import { useHeaderNav } from '../use-header-nav';

/** Error pages keep the full navigation: the way out of a dead end is the point of the page. */
export function ErrorShell({ children = <Outlet /> }: { children?: ReactNode }) {
  return (
    <LayoutFrame name="error">
      <SiteHeader navItems={useHeaderNav(PUBLIC_MENU_NAV)} menus={<NavigationMenus />} actions={<LoginAction />} />
      <MainContent className="error-main">
        <div className="container">{children}</div>
      </MainContent>
      <SiteFooter columns={PUBLIC_FOOTER_COLUMNS} />
    </LayoutFrame>
  );
}
