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
  /** The counts are of the chosen brands alone: shown only while no other filter narrows the result. */
  showCounts: boolean;
}

/** Up to this many series are listed without a brand (a small category); more wait for one. */
export const SERIES_WITHOUT_BRAND_MAX = 20;

/**
 * The car series filter of spec 3.14: the series with offers that the page can show, of the
 * chosen brands (or of all).
 * A chosen series stays listed even when its brand is no longer chosen, so it can be unticked.
 * Without a brand (chosen or the page's own) and with more than SERIES_WITHOUT_BRAND_MAX series,
 * the list waits for a brand, as Marke → Modell does on every car site: some 240 boxes in one
 * scroll area were 240 Tab stops for keyboard users and half of the listing's HTML.
 */
export function CarSeriesFilter({ group, brands, fixed, selected, onChange, showCounts }: CarSeriesFilterProps) {
  const series = useFilterCarSeries({ group, brands, fixed }, true);
  const choices = (series.data ?? []).flatMap((brand) => brand.car_series.map((s) => ({ value: s.value, label: s.label, count: s.count, key: `${brand.manufacturer_name}/${s.value}` })));
  const waitsForBrand = brands.length === 0 && !fixed?.manufacturer_name?.length && choices.length > SERIES_WITHOUT_BRAND_MAX;
  const shown = waitsForBrand ? choices.filter((choice) => selected.includes(choice.value)) : choices;
  const known = new Set(shown.map((c) => c.value));
  const all = [...shown, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value, count: undefined }))];
  if (all.length === 0 && !waitsForBrand) return null;
  const counts = Object.fromEntries(shown.map((c) => [c.key, c.count]));
  const note = waitsForBrand ? 'Bitte zuerst eine Marke wählen.' : undefined;
  return <CheckGroup legend="Modellreihe" name="car_series" choices={all} selected={selected} onChange={onChange} counts={showCounts ? counts : undefined} scrollable note={note} />;
}
