import type { CustomerGroup, OfferSortKey } from '@autoleasing/contracts';
import { useSearchParams } from 'react-router';
import { budgetKey, listPriceKey, withSort, type ListingState, type SortDirection } from '../../lib/listing-query';

/** Sort options; the price keys are the group's own (gross for b2c, net for b2b, spec 4.6). */
function sortOptions(group: CustomerGroup): { key: OfferSortKey; direction: SortDirection; label: string }[] {
  return [
    { key: budgetKey(group), direction: 'asc', label: 'Rate aufsteigend' },
    { key: budgetKey(group), direction: 'desc', label: 'Rate absteigend' },
    { key: 'leasing_factor', direction: 'asc', label: 'Leasingfaktor aufsteigend' },
    { key: listPriceKey(group), direction: 'asc', label: 'Listenpreis aufsteigend' },
    { key: 'horsepower', direction: 'desc', label: 'Leistung absteigend' },
  ];
}

export function SortSelect({ state, group }: { state: ListingState; group: CustomerGroup }) {
  const [search, setSearch] = useSearchParams();
  const options = sortOptions(group);
  const current = `${state.sort ?? budgetKey(group)}:${state.direction ?? 'asc'}`;
  return (
    <div className="sort-select">
      <label htmlFor="sort-select">Sortieren nach</label>
      <select
        className="form-control"
        id="sort-select"
        value={current}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':') as [OfferSortKey, SortDirection];
          // The default order leaves the URL clean.
          const isDefault = key === budgetKey(group) && direction === 'asc';
          setSearch(withSort(search, isDefault ? null : key, isDefault ? null : direction), { preventScrollReset: true });
        }}
      >
        {options.map((option) => (
          <option key={`${option.key}:${option.direction}`} value={`${option.key}:${option.direction}`}>
            {option.label}
          </option>
        ))}
        {!options.some((o) => `${o.key}:${o.direction}` === current) && <option value={current}>Eigene Sortierung</option>}
      </select>
    </div>
  );
}
