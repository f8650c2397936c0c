import {
  formatBerlinDateTime,
  BODY_TYPE_LABELS,
  DISCOUNT_INFO_COLUMN_LABELS,
  DISCOUNT_ROW_STATE_LABELS,
  DISCOUNT_ROW_STATES,
  FUEL_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  type DealerBankDto,
  type DealerManufacturerDto,
  type DiscountFilterKey,
  type DiscountTableResponse,
} from '@autoleasing/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GROUP_CHOICES, namedChoices } from '../../../components/choice-options/choice-options';
import { useTableSearch } from '../lib/use-table-search';
import type { DiscountColumn } from '../lib/columns';
import { berlinLocalToIso, isoToBerlinLocal } from '../lib/history-format';
import { hasFilters, readList, withAsOf, withFilter, withMainCriteria, withoutFilters, type TableQuery } from '../lib/table-query';
import { SelectField } from './select-field';

/** Main criteria (spec 3.12 tableMainCriteria): customer group, bank and brand. */
export function MainCriteria({
  query,
  banks,
  manufacturers,
  mayLeave,
}: {
  query: TableQuery;
  banks: DealerBankDto[];
  manufacturers: DealerManufacturerDto[];
  /** Another table drops unsaved edits: false keeps the current one. */
  mayLeave: () => boolean;
}) {
  const [, update] = useTableSearch();
  const change = (key: 'customer_group' | 'bank_id' | 'manufacturer_id', value: string) => {
    if (mayLeave()) update((current) => withMainCriteria(current, { [key]: value }));
  };
  return (
    <fieldset className="filter-bar dd-criteria">
      <legend>Tabelle</legend>
      <SelectField id="dd-group" label="Kundengruppe" value={query.customerGroup ?? ''} choices={GROUP_CHOICES} onChange={(value) => change('customer_group', value)} />
      <SelectField id="dd-bank" label="Bank" value={query.bankId ?? ''} choices={namedChoices(banks)} onChange={(value) => change('bank_id', value)} />
      <SelectField id="dd-brand" label="Marke" value={query.manufacturerId ?? ''} choices={namedChoices(manufacturers)} onChange={(value) => change('manufacturer_id', value)} />
    </fieldset>
  );
}

/** Filters (spec 2.5, 3.12 discountFilters: a filter name to a list of values): every change is written into the URL with the page back to 1. */
export function FilterBar({ query, available }: { query: TableQuery; available: DiscountTableResponse['available_filters'] | null }) {
  const [, update] = useTableSearch();
  const setSearch = (text: string) => update((current) => withFilter(current, 'search', text || null));
  const labelled = <T extends string>(values: readonly T[] | undefined, labels: Readonly<Record<T, string>>) => (values ?? []).map((v) => [v, labels[v] ?? v] as const);
  const plain = (values: readonly string[] | undefined) => (values ?? []).map((v) => [v, v] as const);
  const multi = (key: ListFilterKey, label: string, options: readonly FilterOption[]) => {
    const chosen = query.filters[key];
    return <MultiSelectFilter key={key} filterKey={key} label={label} options={options} chosen={Array.isArray(chosen) ? chosen : []} />;
  };
  return (
    <fieldset className="filter-bar dd-filters">
      <legend>Filter</legend>
      {multi('car_series', DISCOUNT_INFO_COLUMN_LABELS.car_series_name, plain(available?.car_series))}
      {multi('trim_level', DISCOUNT_INFO_COLUMN_LABELS.trim_level, plain(available?.trim_level))}
      {multi('fuel_type', DISCOUNT_INFO_COLUMN_LABELS.fuel_type, labelled(available?.fuel_type, FUEL_TYPE_LABELS))}
      {multi('gear_type', DISCOUNT_INFO_COLUMN_LABELS.gear_type, labelled(available?.gear_type, GEAR_TYPE_LABELS))}
      {multi('body_type', DISCOUNT_INFO_COLUMN_LABELS.body_type, labelled(available?.body_type, BODY_TYPE_LABELS))}
      {multi('state', DISCOUNT_INFO_COLUMN_LABELS.state, labelled(DISCOUNT_ROW_STATES, DISCOUNT_ROW_STATE_LABELS))}
      <SearchField value={query.filters.search ?? ''} onSearch={setSearch} />
      {hasFilters(query.filters) && (
        <button type="button" className="button button--compact button--secondary" onClick={() => update(withoutFilters)}>
          Filter zurücksetzen
        </button>
      )}
    </fieldset>
  );
}

type ListFilterKey = Exclude<DiscountFilterKey, 'search'>;
type FilterOption = readonly [value: string, text: string];

/**
 * One list filter as a disclosure: a button naming the filter and how many values are chosen, and
 * a panel with one checkbox per value. Native button and checkboxes (Tab, Space), Escape closes
 * and puts the focus back on the button, a click outside closes. Each tick writes the whole list
 * into the URL (in the order of the options) with the page back to 1; the list is read from the
 * current URL, so quick ticks build on each other.
 */
export function MultiSelectFilter({ filterKey, label, options, chosen }: { filterKey: ListFilterKey; label: string; options: readonly FilterOption[]; chosen: readonly string[] }) {
  const [, update] = useTableSearch();
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const panelId = `${baseId}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Values in the URL the scope no longer offers stay visible, so they can be taken out again.
  const all: FilterOption[] = [...chosen.filter((value) => !options.some(([v]) => v === value)).map((value) => [value, value] as const), ...options];
  const textOf = (value: string) => all.find(([v]) => v === value)?.[1] ?? value;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const toggle = (value: string, on: boolean) =>
    update((current) => {
      const now = readList(current, filterKey);
      const next = on ? [...now.filter((v) => v !== value), value] : now.filter((v) => v !== value);
      const order = all.map(([v]) => v);
      next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return withFilter(current, filterKey, next);
    });
  const summary = chosen.length === 0 ? 'Alle' : `${chosen.length} ausgewählt`;
  return (
    <div
      ref={rootRef}
      className="dd-field dd-disclosure dd-multi"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <span id={labelId} className="dd-multi__label">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${baseId}-button`}
        type="button"
        className="form-control dd-multi__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${baseId}-button`}
        title={chosen.length > 0 ? chosen.map(textOf).join(', ') : undefined}
        onClick={() => setOpen(!open)}
      >
        {summary}
      </button>
      <fieldset id={panelId} className="dd-disclosure__panel" hidden={!open}>
        <legend>{label}</legend>
        {all.length === 0 && <p className="dd-hint">Keine Werte in dieser Tabelle.</p>}
        {all.map(([value, text]) => (
          <label key={value} className="dd-check">
            <input type="checkbox" checked={chosen.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />
            {text}
          </label>
        ))}
        {chosen.length > 0 && (
          <button type="button" className="button button--compact button--secondary" onClick={() => update((current) => withFilter(current, filterKey, null))}>
            Auswahl aufheben
          </button>
        )}
      </fieldset>
    </div>
  );
}

/** Free text search: written to the URL 400 ms after typing stops, or at once with Enter. */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="dd-field dd-field--search">
      <label htmlFor="dd-search">Suche</label>
      <input
        className="form-control"
        id="dd-search"
        type="search"
        value={text}
        placeholder="Modell, Reihe, Bestellschlüssel"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
    </div>
  );
}

/** Column show and hide (spec 2.5), as a disclosure with one checkbox per column. */
export function ColumnMenu({ columns, visibility, onChange }: { columns: DiscountColumn[]; visibility: Record<string, boolean>; onChange: (next: Record<string, boolean>) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hideable = columns.filter((column) => column.hideable);
  const hiddenCount = hideable.filter((column) => visibility[column.id] === false).length;
  return (
    <div
      className="dd-disclosure"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="button button--compact button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Spalten{hiddenCount > 0 ? ` (${hiddenCount} ausgeblendet)` : ''}
      </button>
      <fieldset id={panelId} className="dd-disclosure__panel" hidden={!open}>
        <legend>Sichtbare Spalten</legend>
        {hideable.map((column) => (
          <label key={column.id} className="dd-check">
            <input type="checkbox" checked={visibility[column.id] !== false} onChange={(event) => onChange({ ...visibility, [column.id]: event.target.checked })} />
            {column.label}
          </label>
        ))}
        <button type="button" className="button button--compact button--secondary" onClick={() => onChange({})}>
          Alle anzeigen
        </button>
      </fieldset>
    </div>
  );
}

/** 'Stand vom': the table as it was at a past moment, rebuilt from the events, read-only. */
export function PastViewControl({ asOf }: { asOf: string | null }) {
  const [, update] = useTableSearch();
  const [local, setLocal] = useState(asOf ? isoToBerlinLocal(asOf) : '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const iso = berlinLocalToIso(local);
    if (iso) update((current) => withAsOf(current, iso));
  };
  return (
    <form className="dd-past" onSubmit={onSubmit}>
      <div className="dd-field">
        <label htmlFor="dd-as-of">Stand vom</label>
        <input className="form-control" id="dd-as-of" type="datetime-local" value={local} max={isoToBerlinLocal(new Date().toISOString())} onChange={(event) => setLocal(event.target.value)} />
      </div>
      <button type="submit" className="button button--compact button--secondary" disabled={!local}>
        Anzeigen
      </button>
      {asOf && (
        <button type="button" className="button button--compact button--secondary" onClick={() => update((current) => withAsOf(current, null))}>
          Aktuelle Tabelle
        </button>
      )}
    </form>
  );
}

export function PastViewBanner({ asOf }: { asOf: string }) {
  return (
    <p className="alert alert--info" role="status">
      Stand vom {formatBerlinDateTime(asOf)} (Europe/Berlin): nur zum Lesen, aus dem Änderungsverlauf wiederhergestellt.
    </p>
  );
}
