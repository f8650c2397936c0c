import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MainContent, SiteFooter, SiteHeader } from '../../../components/layout';
import { LayoutFrame, type LayoutName } from './layout-frame';

const CHECKOUT_NAV = [{ to: '/customer/help', label: 'Hilfe zur Bestellung' }] as const;

/**
 * Checkout and configurator: reduced navigation so the order is not abandoned by accident,
 * the order summary in a 270 px column beside the step.
 */
export function CheckoutShell({
  name,
  summary,
  children = <Outlet />,
}: {
  name: Extract<LayoutName, 'cashflow' | 'configurator' | 'purchase'>;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <LayoutFrame name={name}>
      <SiteHeader
        navItems={CHECKOUT_NAV}
        navLabel="Bestellnavigation"
        actions={
          <span className="header-badge">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <span className="header-badge__text">Sichere Bestellung</span>
          </span>
        }
      />
      <MainContent>
        <div className="container">
          {summary ? (
            <div className="with-sidebar with-sidebar--end">
              <div className="page-surface">{children}</div>
              {summary}
            </div>
          ) : (
            <div className="page-surface">{children}</div>
          )}
        </div>
      </MainContent>
      <SiteFooter />
    </LayoutFrame>
  );
}
