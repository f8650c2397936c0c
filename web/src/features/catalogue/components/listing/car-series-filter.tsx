import type { CustomerGroup } from '@autoleasing/contracts';
import { useFilterCarSeries } from '../../api/filter-car-series';
import type { ApiQueryOptions } from '../../lib/listing-query';
import { CheckGroup } from './check-group';

interface CarSeriesFilterProps {
  group: CustomerGroup;
  brands: readonly string[];
  /** The page's fixed filters: a brand page lists that brand's series, a category page its series. */
  fixed?: ApiQueryOptions['fixed'];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/**
 * The car series filter of spec 3.14: the series with offers that the page can show, of the
 * chosen brands (or of all).
 * A chosen series stays listed even when its brand is no longer chosen, so it can be unticked.
 */
export function CarSeriesFilter({ group, brands, fixed, selected, onChange }: CarSeriesFilterProps) {
  const series = useFilterCarSeries({ group, brands, fixed }, true);
  const choices = (series.data ?? []).flatMap((brand) => brand.car_series.map((s) => ({ value: s.value, label: s.label, count: s.count, key: `${brand.manufacturer_name}/${s.value}` })));
  const known = new Set(choices.map((c) => c.value));
  const all = [...choices, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value, count: undefined }))];
  if (all.length === 0) return null;
  const counts = Object.fromEntries(choices.map((c) => [c.key, c.count]));
  return <CheckGroup legend="Modellreihe" name="car_series" choices={all} selected={selected} onChange={onChange} counts={counts} scrollable />;
}
