import { CUSTOMER_STATE_GROUP_LABELS, type CustomerStateGroup } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { customerAreaKeys, dashboardQueryOptions, notificationsQueryOptions } from '../api/customer-area-api';
import { DealCard } from './deal-card';
import { NotificationList } from './notifications';
import { LoadFailed, Loading } from './page-state';
import { useLive } from './use-deal';
import './customer-area.css';

const GROUP_LINKS: Record<CustomerStateGroup, string> = {
  checkout_in_progress: '/customer/deals',
  contracts: '/customer/contracts',
  waiting_for_delivery: '/customer/waiting-for-delivery',
  active_contract: '/customer/contracts',
};

/** /customer: deals per state group, the newest deals and the notifications. */
export function DashboardPage() {
  useLive();
  const queryClient = useQueryClient();
  const dashboard = useQuery(dashboardQueryOptions());
  const notifications = useQuery(notificationsQueryOptions());
  if (dashboard.error) return <LoadFailed />;
  if (!dashboard.data) return <Loading />;
  const data = dashboard.data;
  const unseen = notifications.data?.unseen ?? data.unseen_notifications;
  return (
    <div className="ca-page">
      <h1>Kundenbereich</h1>
      <section aria-labelledby="ca-groups-title">
        <h2 id="ca-groups-title" className="visually-hidden">
          Ihre Bestellungen nach Status
        </h2>
        <ul className="ca-groups">
          {(Object.keys(CUSTOMER_STATE_GROUP_LABELS) as CustomerStateGroup[]).map((group) => (
            <li key={group}>
              <Link to={GROUP_LINKS[group]} className="ca-group">
                <span className="ca-group__count">{data.counts[group]}</span>
                <span className="ca-group__label">{CUSTOMER_STATE_GROUP_LABELS[group]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="ca-panel" aria-labelledby="ca-notes-title">
        <h2 id="ca-notes-title">
          Benachrichtigungen {unseen > 0 && <span className="ca-badge ca-badge--new">{unseen} neu</span>}
        </h2>
        <NotificationList notifications={(notifications.data?.notifications ?? data.latest_notifications).slice(0, 10)} />
      </section>
      <section aria-labelledby="ca-recent-title">
        <h2 id="ca-recent-title">Ihre neuesten Bestellungen</h2>
        {data.recent_deals.length === 0 ? (
          <p className="ca-muted">
            Sie haben noch keine Bestellung. <Link to="/leasing">Jetzt Leasing-Angebote entdecken</Link>
          </p>
        ) : (
          <div className="ca-cards">
            {data.recent_deals.map((deal) => (
              // Spec 4.7: archiving on /customer refreshes the dashboard.
              <DealCard key={deal.id} deal={deal} onArchived={() => queryClient.invalidateQueries({ queryKey: customerAreaKeys.dashboard() })} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
