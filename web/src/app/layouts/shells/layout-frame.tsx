import '../layouts.css';
import type { ReactNode } from 'react';
import { SkipLink } from '../../../components/layout';

export type LayoutName =
  | 'admin' | 'cashflow' | 'configurator' | 'customer-detail' | 'customer-list' | 'customer-shop'
  | 'dealer' | 'default' | 'empty' | 'homepage' | 'hot-offers' | 'level-one' | 'level-two'
  | 'package' | 'pdp' | 'purchase' | 'waiting-for-delivery' | 'wall' | 'wall-centered' | 'error';

/** Outer frame of every layout: the skip link comes first, data-layout names the layout (spec 2.8). */
export function LayoutFrame({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <div className={`layout layout--${name}`} data-layout={name}>
      {/* An error page in place of a listing has no results to skip to. */}
      <SkipLink results={name !== 'error'} />
      {children}
    </div>
  );
}
