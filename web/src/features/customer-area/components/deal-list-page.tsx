import { CUSTOMER_STATE_GROUP_LABELS, CUSTOMER_STATE_GROUP_ORDER, type CustomerDealCardDto, type CustomerStateGroup } from '@autoleasing/contracts';
import { useInfiniteQuery, useQueryClient, type UseInfiniteQueryResult, type InfiniteData } from '@tanstack/react-query';
import type { CustomerDealListDto } from '@autoleasing/contracts';
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

type DealListResult = UseInfiniteQueryResult<InfiniteData<CustomerDealListDto>>;

const loadedDeals = (result: DealListResult) => result.data?.pages.flatMap((p) => p.deals) ?? [];

/** "12 von 45 Bestellungen" and the button for the next page, while there is one. */
function MoreDeals({ result }: { result: DealListResult }) {
  const total = result.data?.pages[0]?.total ?? 0;
  const shown = loadedDeals(result).length;
  if (!result.hasNextPage) return null;
  return (
    <p className="ca-more">
      <span>
        {shown} von {total} Bestellungen
      </span>{' '}
      <button type="button" className="button button--compact button--ghost" onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage}>
        {result.isFetchingNextPage ? 'Wird geladen …' : 'Weitere Bestellungen anzeigen'}
      </button>
    </p>
  );
}

function GroupSections({ groups, title, emptyAll }: { groups: (CustomerStateGroup | 'all')[]; title: string; emptyAll?: boolean }) {
  useLive();
  const results: DealListResult[] = [
    useInfiniteQuery(dealListQueryOptions(groups[0])),
    useInfiniteQuery({ ...dealListQueryOptions(groups[1] ?? groups[0]), enabled: groups.length > 1 }),
  ];
  const first = results[0];
  if (first.error) return <LoadFailed />;
  if (!first.data) return <Loading />;
  return (
    <div className="ca-page">
      <h1>{title}</h1>
      {groups[0] === 'all' && emptyAll ? (
        <>
          <AllDeals deals={loadedDeals(first)} />
          <MoreDeals result={first} />
        </>
      ) : (
        groups.map((group, i) => {
          const result = results[i];
          return result?.data ? (
            <div key={group}>
              <Section title={group === 'all' ? 'Alle' : CUSTOMER_STATE_GROUP_LABELS[group]} deals={loadedDeals(result)} group={group} />
              <MoreDeals result={result} />
            </div>
          ) : (
            <Loading key={group} />
          );
        })
      )}
    </div>
  );
}

/** /customer/deals: every deal that is not archived, by state group (inquiries first). */
function AllDeals({ deals }: { deals: CustomerDealCardDto[] }) {
  // null: inquiries, which belong to no group and come before the checkout.
  const order: (CustomerStateGroup | null)[] = [null, ...CUSTOMER_STATE_GROUP_ORDER];
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
