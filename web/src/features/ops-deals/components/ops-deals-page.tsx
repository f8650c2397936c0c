import { CUSTOMER_STATE_GROUP_LABELS, CUSTOMER_STATE_LABELS, OPS_STATE_GROUPS, type CustomerStateGroup, type ProcessCustomerState } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { opsDealsQueryOptions } from '../api/ops-deals-api';
import { readOpsQuery, selectableStates, writeOpsQuery, type OpsUrlState } from '../lib/ops-query';
import { DealDetail } from './deal-detail';
import { DealTable } from './deal-table';
import './ops-deals.css';

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
  const [draft, setDraft] = useState(state.q);
  const ids = { group: useId(), state: useId(), q: useId(), dealer: useId() };

  useEffect(() => setDraft(state.q), [state.q]);

  const update = useCallback(
    (change: Partial<OpsUrlState>, resetPage = true) => {
      const next = { ...readOpsQuery(searchParams), ...change, ...(resetPage ? { page: 1 } : {}) };
      setSearchParams(writeOpsQuery(next));
    },
    [searchParams, setSearchParams],
  );
  const openDeal = useCallback((id: string) => update({ dealId: id }, false), [update]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft });
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) : 1;
  const pageLink = (page: number) => `?${writeOpsQuery({ ...state, page }).toString()}`;

  return (
    <div className="ops-page">
      <h1>Deals (Ops-Team)</h1>
      <form className="ops-filters" role="search" aria-label="Deals filtern" onSubmit={onSearch}>
        <div className="ops-field">
          <label htmlFor={ids.group}>Statusgruppe</label>
          <select
            id={ids.group}
            value={state.stateGroup ?? ''}
            onChange={(event) => update({ stateGroup: (event.target.value || undefined) as CustomerStateGroup | undefined, customerState: undefined })}
          >
            <option value="">Alle Gruppen</option>
            {OPS_STATE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {CUSTOMER_STATE_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </div>
        <div className="ops-field">
          <label htmlFor={ids.state}>Status</label>
          <select
            id={ids.state}
            value={state.customerState ?? ''}
            onChange={(event) => update({ customerState: (event.target.value || undefined) as ProcessCustomerState | undefined })}
          >
            <option value="">Alle Status</option>
            {selectableStates(state.stateGroup).map((value) => (
              <option key={value} value={value}>
                {CUSTOMER_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="ops-field">
          <label htmlFor={ids.dealer}>Händler</label>
          <select id={ids.dealer} value={state.dealerId ?? ''} onChange={(event) => update({ dealerId: event.target.value || undefined })}>
            <option value="">Alle Händler</option>
            {(data?.dealers ?? []).map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ops-field ops-field--search">
          <label htmlFor={ids.q}>Suche</label>
          <div className="ops-search">
            <input id={ids.q} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Deal-ID, Bestellnummer, Name oder E-Mail" maxLength={200} />
            <button type="submit" className="ops-button">
              Suchen
            </button>
          </div>
        </div>
        <button type="button" className="ops-button ops-button--ghost" onClick={() => setSearchParams(writeOpsQuery({ q: '', page: 1, dealId }))}>
          Filter zurücksetzen
        </button>
      </form>

      <div className={dealId ? 'ops-layout ops-layout--detail' : 'ops-layout'}>
        <section className="ops-list" aria-label="Deal-Liste" aria-busy={list.isFetching || undefined}>
          {list.isPending ? (
            <p role="status">Deals werden geladen …</p>
          ) : list.isError ? (
            <p role="alert" className="ops-alert">
              {list.error.message}
            </p>
          ) : data && data.data.length === 0 ? (
            <p className="ops-empty">Keine Deals für diese Auswahl gefunden.</p>
          ) : data ? (
            <>
              <p className="ops-count" role="status">
                {data.meta.total} {data.meta.total === 1 ? 'Deal' : 'Deals'} · Seite {data.meta.page} von {pages}
              </p>
              <DealTable rows={data.data} selectedId={dealId} onOpen={openDeal} />
              <nav className="ops-pagination" aria-label="Seiten">
                {state.page > 1 ? <Link to={pageLink(state.page - 1)}>Zurück</Link> : <span aria-hidden="true">Zurück</span>}
                <span>
                  Seite {state.page} von {pages}
                </span>
                {state.page < pages ? <Link to={pageLink(state.page + 1)}>Weiter</Link> : <span aria-hidden="true">Weiter</span>}
              </nav>
            </>
          ) : null}
        </section>
        {dealId && <DealDetail key={dealId} dealId={dealId} onClose={() => update({ dealId: undefined }, false)} />}
      </div>
    </div>
  );
}
