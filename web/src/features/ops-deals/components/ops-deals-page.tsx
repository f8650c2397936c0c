import type { OpsDealSearchResponse } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination/pagination';
import { opsDealsQueryOptions } from '../api/ops-deals-api';
import { readOpsQuery, writeOpsQuery, type OpsUrlState } from '../lib/ops-query';
import { DealDetail } from './deal-detail';
import { DealTable } from './deal-table';
import { OpsFilters } from './ops-filters';
import './ops-deals.css';

function DealList({ data, state, openDeal }: { data: OpsDealSearchResponse; state: OpsUrlState; openDeal: (id: string) => void }) {
  if (data.data.length === 0) return <p className="ops-empty">Keine Deals für diese Auswahl gefunden.</p>;
  const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.per_page));
  return (
    <>
      <p className="ops-count" role="status">
        {data.meta.total} {data.meta.total === 1 ? 'Deal' : 'Deals'} · Seite {data.meta.page} von {pages}
      </p>
      <DealTable rows={data.data} selectedId={state.dealId} onOpen={openDeal} />
      <Pagination label="Seiten der Deals" page={state.page} pageCount={pages} hrefOf={(page) => `?${writeOpsQuery({ ...state, page }).toString()}`} />
    </>
  );
}

/**
 * /admin/ops_team/deals (Admin only): deals from checkout_completed on, filtered by state group,
 * state, search (deal id, customer name or e-mail) and dealer, 20 per page; the chosen deal opens
 * beside the list with its next actions and timeline. Filters, page and open deal live in the URL.
 */
export function OpsDealsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readOpsQuery(searchParams);
  const { dealId, ...listParams } = state;
  const list = useQuery(opsDealsQueryOptions(listParams));

  const update = useCallback(
    (change: Partial<OpsUrlState>, resetPage = true) => {
      const next = { ...readOpsQuery(searchParams), ...change, ...(resetPage ? { page: 1 } : {}) };
      setSearchParams(writeOpsQuery(next));
    },
    [searchParams, setSearchParams],
  );
  const openDeal = useCallback((id: string) => update({ dealId: id }, false), [update]);

  return (
    <div className="ops-page">
      <h1>Deals (Ops-Team)</h1>
      <OpsFilters state={state} dealers={list.data?.dealers ?? []} update={update} onReset={() => setSearchParams(writeOpsQuery({ q: '', page: 1, dealId }))} />
      <div className={dealId ? 'ops-layout ops-layout--detail' : 'ops-layout'}>
        <section className="ops-list" aria-label="Deal-Liste" aria-busy={list.isFetching || undefined}>
          {list.isPending ? (
            <p role="status">Deals werden geladen …</p>
          ) : list.isError ? (
            <p role="alert" className="alert alert--error">
              {list.error.message}
            </p>
          ) : (
            <DealList data={list.data} state={state} openDeal={openDeal} />
          )}
        </section>
        {dealId && <DealDetail key={dealId} dealId={dealId} onClose={() => update({ dealId: undefined }, false)} />}
      </div>
    </div>
  );
}
