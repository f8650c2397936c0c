import { CUSTOMER_STATE_GROUP_LABELS, type CustomerDealCardDto, type CustomerStateGroup } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { customerAreaKeys, dealListQueryOptions } from '../api/customer-area-api';
import { DealCard } from './deal-card';
import { LoadFailed, Loading } from './page-state';
import { useLive } from './use-deal';
import './customer-area.css';

function Section({ title, deals, group }: { title: string; deals: CustomerDealCardDto[]; group: CustomerStateGroup | 'all' }) {
  const queryClient = useQueryClient();
  const id = `ca-list-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {deals.length === 0 ? (
        <p className="ca-muted">Keine Bestellungen in diesem Status.</p>
      ) : (
        <div className="ca-cards">
          {deals.map((deal) => (
            // Spec 4.7: archiving in a list refreshes that list.
            <DealCard key={deal.id} deal={deal} onArchived={() => queryClient.invalidateQueries({ queryKey: customerAreaKeys.deals(group) })} />
          ))}
        </div>
      )}
    </section>
  );
}

function GroupSections({ groups, title, emptyAll }: { groups: (CustomerStateGroup | 'all')[]; title: string; emptyAll?: boolean }) {
  useLive();
  const queries = groups.map((g) => ({ group: g }));
  const results = [useQuery(dealListQueryOptions(queries[0].group)), useQuery({ ...dealListQueryOptions(queries[1]?.group ?? queries[0].group), enabled: queries.length > 1 })];
  const first = results[0];
  if (first.error) return <LoadFailed />;
  if (!first.data) return <Loading />;
  return (
    <div className="ca-page">
      <h1>{title}</h1>
      {groups[0] === 'all' && emptyAll ? (
        <AllDeals deals={first.data.deals} />
      ) : (
        groups.map((group, i) => {
          const data = results[i]?.data;
          return data ? <Section key={group} title={group === 'all' ? 'Alle' : CUSTOMER_STATE_GROUP_LABELS[group]} deals={data.deals} group={group} /> : <Loading key={group} />;
        })
      )}
    </div>
  );
}

/** /customer/deals: every deal that is not archived, by state group (inquiries first). */
function AllDeals({ deals }: { deals: CustomerDealCardDto[] }) {
  const order: (CustomerStateGroup | null)[] = [null, 'checkout_in_progress', 'contracts', 'waiting_for_delivery', 'active_contract'];
  if (deals.length === 0) return <p className="ca-muted">Sie haben noch keine Bestellung.</p>;
  return (
    <>
      {order.map((group) => {
        const inGroup = deals.filter((d) => d.state_group === group);
        if (inGroup.length === 0) return null;
        return <Section key={group ?? 'inquired'} title={group ? CUSTOMER_STATE_GROUP_LABELS[group] : 'Anfragen'} deals={inGroup} group="all" />;
      })}
    </>
  );
}

export const DealsPage = () => <GroupSections groups={['all']} title="Meine Bestellungen" emptyAll />;
export const ContractsPage = () => <GroupSections groups={['contracts', 'active_contract']} title="Meine Verträge" />;
export const WaitingForDeliveryPage = () => <GroupSections groups={['waiting_for_delivery']} title="Warten auf die Auslieferung" />;
