import { Link, useSearchParams } from 'react-router';
import { VIEW_LABELS, VIEWS, viewOf, withView } from '../lib/admin-query';
import { AuditSection } from './audit-section';
import { ComparisonSection } from './comparison-section';
import { OverviewSection } from './overview-section';
import './admin-discounts.css';

/**
 * /admin/ops_team/discounts (spec 2.5 admin overview, Admin only by the route guard): the overview
 * of all dealers' discounts, the comparison of dealers, and the audit explorer. The part shown and
 * its filters are in the URL.
 */
export function AdminDiscountsPage() {
  const [search] = useSearchParams();
  const view = viewOf(search);
  return (
    <div className="ad-page">
      <h1>Rabattübersicht</h1>
      <nav aria-label="Bereiche der Rabattübersicht" className="ad-views">
        {VIEWS.map((v) => (
          <Link key={v} to={`?${withView(v).toString()}`} aria-current={v === view ? 'page' : undefined} className="ad-view-link">
            {VIEW_LABELS[v]}
          </Link>
        ))}
      </nav>
      {view === 'overview' && <OverviewSection />}
      {view === 'comparison' && <ComparisonSection />}
      {view === 'audit' && <AuditSection />}
    </div>
  );
}
