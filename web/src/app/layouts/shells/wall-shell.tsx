import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MainContent, SiteFooter, SiteHeader } from '../../../components/layout';
import { PUBLIC_NAV } from '../navigation';
import { LayoutFrame } from './layout-frame';
import { useHeaderNav } from '../use-header-nav';

/** Login and account pages: a calm single column; "centered" puts a narrow card in the middle. */
export function WallShell({ centered, children = <Outlet /> }: { centered: boolean; children?: ReactNode }) {
  return (
    <LayoutFrame name={centered ? 'wall-centered' : 'wall'}>
      <SiteHeader navItems={useHeaderNav(PUBLIC_NAV)} />
      <MainContent className={centered ? 'wall wall--centered' : 'wall'}>
        <div className="container">
          <div className="page-surface wall__card">{children}</div>
        </div>
      </MainContent>
      <SiteFooter />
    </LayoutFrame>
  );
}
