import { CUSTOMER_STATE_GROUP_LABELS, CUSTOMER_STATE_LABELS, OPS_STATE_GROUPS, type CustomerStateGroup, type OpsDealerOption, type ProcessCustomerState } from '@autoleasing/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { selectableStates, type OpsUrlState } from '../lib/ops-query';

/** A filter change; the list goes back to page 1 (the page's `update`). */
type Update = (change: Partial<OpsUrlState>) => void;

function StateFilters({ state, update }: { state: OpsUrlState; update: Update }) {
  const ids = { group: useId(), state: useId() };
  return (
    <>
      <div className="ops-field">
        <label htmlFor={ids.group}>Statusgruppe</label>
        <select
          className="form-control"
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
        <select className="form-control" id={ids.state} value={state.customerState ?? ''} onChange={(event) => update({ customerState: (event.target.value || undefined) as ProcessCustomerState | undefined })}>
          <option value="">Alle Status</option>
          {selectableStates(state.stateGroup).map((value) => (
            <option key={value} value={value}>
              {CUSTOMER_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function SearchField({ draft, setDraft }: { draft: string; setDraft: (text: string) => void }) {
  const id = useId();
  return (
    <div className="ops-field ops-field--search">
      <label htmlFor={id}>Suche</label>
      <div className="ops-search">
        <input className="form-control" id={id} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Deal-ID, Bestellnummer, Name oder E-Mail" maxLength={200} />
        <button type="submit" className="button button--compact">
          Suchen
        </button>
      </div>
    </div>
  );
}

/** Filters of the ops deal list: state group, state, dealer and search; all of them live in the URL. */
export function OpsFilters({ state, dealers, update, onReset }: { state: OpsUrlState; dealers: readonly OpsDealerOption[]; update: Update; onReset: () => void }) {
  const dealerId = useId();
  // The search text is a draft until submitted; it follows the URL when that changes (back button, reset).
  const [draft, setDraft] = useState(state.q);
  useEffect(() => setDraft(state.q), [state.q]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft });
  };
  return (
    <form className="filter-bar" role="search" aria-label="Deals filtern" onSubmit={onSearch}>
      <StateFilters state={state} update={update} />
      <div className="ops-field">
        <label htmlFor={dealerId}>Händler</label>
        <select className="form-control" id={dealerId} value={state.dealerId ?? ''} onChange={(event) => update({ dealerId: event.target.value || undefined })}>
          <option value="">Alle Händler</option>
          {dealers.map((dealer) => (
            <option key={dealer.id} value={dealer.id}>
              {dealer.name}
            </option>
          ))}
        </select>
      </div>
      <SearchField draft={draft} setDraft={setDraft} />
      <button type="button" className="button button--compact button--secondary" onClick={onReset}>
        Filter zurücksetzen
      </button>
    </form>
  );
}
