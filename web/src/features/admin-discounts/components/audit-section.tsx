import { CUSTOMER_GROUP_LABELS, DISCOUNT_AUDIT_KIND_LABELS, DISCOUNT_CELL_FIELDS, type DiscountAuditEntry, type DiscountAuditUser, discountFieldLabel, formatCount, formatDiscountCellValue, formatQuantity, userRoleLabel } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { auditCsvUrl, auditQueryOptions, auditUsersQueryOptions, carModelsQueryOptions, manufacturersAndBanksQueryOptions, usersDealersQueryOptions } from '../api/admin-discounts-api';
import { parseAudit, withoutFilters, withParam } from '../lib/admin-query';
import { useSearchParamSetter } from '../lib/use-search-param-setter';
import { formatBerlin } from '../lib/format';
import { Pagination } from '../../../components/pagination/pagination';
import { GROUP_CHOICES, namedChoices } from '../../../components/choice-options/choice-options';
import { BrandScopedSelect, dealerChoices, LoadError, SelectField } from './fields';
import { DataTableHead } from '../../../components/data-table/data-table-head';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, DiscountAuditEntry>();

/**
 * The user filter's choices: name and role, and the e-mail address where two users share both
 * (two staff members called the same cannot be told apart otherwise).
 */
function auditUserChoices(users: readonly DiscountAuditUser[]): { value: string; label: string }[] {
  const labels = users.map((u) => `${u.name} (${userRoleLabel(u.role)})`);
  const uses = new Map<string, number>();
  for (const label of labels) uses.set(label, (uses.get(label) ?? 0) + 1);
  return users.map((u, i) => ({ value: u.id, label: uses.get(labels[i])! > 1 ? `${labels[i]} – ${u.email}` : labels[i] }));
}

/** Who did it: the user (with role) and, when an Admin acted, the dealer acted for. */
function Who({ entry, dealerName }: { entry: DiscountAuditEntry; dealerName: string }) {
  const actedFor = entry.role === 'Admin' && entry.acting_for_dealer_id;
  return (
    <>
      <span className="ad-strong">{entry.user_name ?? entry.user_id}</span>
      <span className="ad-muted">{userRoleLabel(entry.role)}</span>
      {actedFor && <span className="ad-muted">für {entry.acting_for_dealer_id === entry.dealer_id ? dealerName : entry.acting_for_dealer_id}</span>}
    </>
  );
}

const columns = [
  helper.display({ id: 'occurred_at', header: 'Zeitpunkt', cell: ({ row }) => <span className="ad-nowrap">{formatBerlin(row.original.occurred_at)}</span> }),
  helper.display({
    id: 'dealer',
    header: 'Händler',
    cell: ({ row }) => (
      <>
        <span className="ad-strong">{row.original.dealer_full_name ?? row.original.dealer_id}</span>
        <span className="ad-muted">
          {[row.original.customer_group ? CUSTOMER_GROUP_LABELS[row.original.customer_group] : null, row.original.bank_name, row.original.manufacturer_name].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  }),
  helper.display({ id: 'car_model', header: 'Modell', cell: ({ row }) => row.original.car_model_name ?? '--' }),
  helper.display({
    id: 'change',
    header: 'Änderung',
    cell: ({ row }) => {
      const e = row.original;
      return (
        <>
          <span className="ad-strong">{e.field_label}</span>
          <span>
            {formatDiscountCellValue(e.field, e.old_value)} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> wird zu </span> {formatDiscountCellValue(e.field, e.new_value)}
          </span>
          <span className="ad-muted">
            {DISCOUNT_AUDIT_KIND_LABELS[e.kind]}
            {e.kind === 'import' && e.file_name ? ` (${e.file_name})` : ''}
            {e.kind === 'restore' && e.restored_from ? ` (Stand vom ${formatBerlin(e.restored_from)})` : ''}
            {e.valid_from && e.valid_until ? ` (gültig ${formatBerlin(e.valid_from)} bis ${formatBerlin(e.valid_until)})` : ''}
          </span>
        </>
      );
    },
  }),
  helper.display({ id: 'who', header: 'Wer', cell: ({ row }) => <Who entry={row.original} dealerName={row.original.dealer_full_name ?? row.original.dealer_id} /> }),
  helper.display({
    id: 'link',
    header: 'Tabelle',
    cell: ({ row }) =>
      row.original.table_url ? (
        <Link to={row.original.table_url} className="ad-small-link" aria-label={`Tabelle zu diesem Zeitpunkt: ${row.original.dealer_full_name ?? ''}, ${formatBerlin(row.original.occurred_at)}`}>
          Tabelle zu diesem Zeitpunkt
        </Link>
      ) : (
        '--'
      ),
  }),
];

const FIELD_CHOICES = [...DISCOUNT_CELL_FIELDS, 'number_additional_discounts'].map((f) => ({ value: f, label: discountFieldLabel(f) }));

/**
 * The discount audit explorer (issue 8): every change of every dealer's table, newest first, with
 * who (the user and the dealer acted for), old → new, a link to the table at that moment and the
 * same list as a CSV file. Filters live in the URL.
 */
export function AuditSection() {
  const { search, set, update } = useSearchParamSetter();
  const params = parseAudit(search);
  const dealers = useQuery(usersDealersQueryOptions());
  const users = useQuery(auditUsersQueryOptions());
  const options = useQuery(manufacturersAndBanksQueryOptions());
  const models = useQuery({ ...carModelsQueryOptions(params.manufacturerId ?? ''), enabled: Boolean(params.manufacturerId) });
  const audit = useQuery(auditQueryOptions(params));
  const entries = audit.data?.entries ?? [];
  const table = useTable({ features, columns, data: entries, getRowId: (e) => `${e.event_id}-${e.seq}` });
  const data = audit.data;

  return (
    <section aria-labelledby="ad-audit-heading" className="ad-section">
      <h2 id="ad-audit-heading">Änderungsprotokoll der Rabatte</h2>
      <form className="filter-bar" aria-label="Filter des Änderungsprotokolls" onSubmit={(e) => e.preventDefault()}>
        <SelectField id="ad-a-dealer" label="Händler" empty="Alle Händler" value={params.dealerId} choices={dealerChoices(dealers.data)} onChange={set('dealer_id')} />
        <SelectField
          id="ad-a-user"
          label="Nutzer"
          empty="Alle Nutzer"
          value={params.userId}
          choices={auditUserChoices(users.data ?? [])}
          onChange={set('user_id')}
        />
        <SelectField id="ad-a-brand" label="Marke" empty="Alle Marken" value={params.manufacturerId} choices={namedChoices(options.data?.manufacturers)} onChange={set('manufacturer_id', ['car_model_id'])} />
        <SelectField id="ad-a-bank" label="Bank" empty="Alle Banken" value={params.bankId} choices={namedChoices(options.data?.banks)} onChange={set('bank_id')} />
        <SelectField id="ad-a-group" label="Kundengruppe" empty="Alle Kundengruppen" value={params.customerGroup} choices={GROUP_CHOICES} onChange={set('customer_group')} />
        <BrandScopedSelect id="ad-a-model" label="Modell" allLabel="Alle Modelle" brandId={params.manufacturerId} value={params.carModelId} choices={namedChoices(models.data)} onChange={set('car_model_id')} />
        <SelectField id="ad-a-field" label="Feld" empty="Alle Felder" value={params.field} choices={FIELD_CHOICES} onChange={set('field')} />
        <TimeRange from={params.from} to={params.to} onApply={(from, to) => update((latest) => withParam(withParam(latest, 'from', from), 'to', to))} />
        <button type="button" className="button button--compact button--secondary" onClick={() => update(withoutFilters)}>
          Filter zurücksetzen
        </button>
      </form>
      <div className="ad-toolbar">
        <a className="button button--compact" href={auditCsvUrl(params)} download>
          CSV herunterladen
        </a>
        <span className="ad-hint">Alle Einträge dieser Filter, Semikolon-getrennt (Excel, LibreOffice).</span>
      </div>
      {audit.isError && <LoadError error={audit.error} />}
      {data && (
        <>
          <div className="table-frame" tabIndex={0} role="region" aria-label="Änderungsprotokoll, waagerecht scrollbar">
            <table className="data-table data-table--stacked ad-audit">
              <caption className="visually-hidden">Änderungen der Rabatte, neueste zuerst, Seite {data.page}</caption>
              <DataTableHead headerGroups={table.getHeaderGroups()} columnClassPrefix="ad-col-" />
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className={`ad-col-${cell.column.id}`} data-label={String(cell.column.columnDef.header ?? '')}>
                        <FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {entries.length === 0 && <p className="ad-empty">Keine Änderungen für diese Filter.</p>}
          {data.total_is_lower_bound && (
            <p className="ad-hint">Es lassen sich die neuesten {formatCount(data.total_count)} Änderungen blättern. Für ältere bitte die Filter eingrenzen oder die CSV-Datei laden.</p>
          )}
          <Pagination
            label="Seiten des Änderungsprotokolls"
            page={params.page}
            pageCount={data.page_count}
            count={`${data.total_is_lower_bound ? 'Mehr als ' : ''}${formatQuantity(data.total_count, 'Änderung', 'Änderungen')}`}
          />
        </>
      )}
    </section>
  );
}

/** From / to as local date and time; applied together so a half-typed time sends nothing. */
function TimeRange(props: { from?: string; to?: string; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(props.from ?? '');
  const [to, setTo] = useState(props.to ?? '');
  const invalid = Boolean(from && to && from > to);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!invalid) props.onApply(from, to);
  };
  return (
    <fieldset className="ad-range">
      <legend>Zeitraum</legend>
      <div className="ad-field">
        <label htmlFor="ad-a-from">Von</label>
        <input className="form-control" id="ad-a-from" type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={invalid || undefined} />
      </div>
      <div className="ad-field">
        <label htmlFor="ad-a-to">Bis</label>
        <input className="form-control" id="ad-a-to" type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? 'ad-a-range-error' : undefined} />
      </div>
      <button type="button" className="button button--compact button--secondary" onClick={() => submit()} disabled={invalid}>
        Zeitraum anwenden
      </button>
      {invalid && (
        <p id="ad-a-range-error" className="field-error" role="alert">
          „Bis“ darf nicht vor „Von“ liegen.
        </p>
      )}
    </fieldset>
  );
}
