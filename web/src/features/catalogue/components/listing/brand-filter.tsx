import type { CustomerGroup, FilterCarSeriesGroup } from '@autoleasing/contracts';
import { useFilterCarSeries } from '../../api/filter-car-series';
import type { ApiQueryOptions } from '../../lib/listing-query';
import { CheckGroup } from './check-group';
import { BRAND_CHOICES, type Choice } from './filter-options';

interface BrandFilterProps {
  group: CustomerGroup;
  /** The page's fixed filters (a category, special offers): only brands the page can show. */
  fixed?: ApiQueryOptions['fixed'];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/** The brands of the series answer, in the usual order, each with its offers; chosen brands stay listed. */
function brandsWithOffers(answer: FilterCarSeriesGroup[], selected: readonly string[]): { choices: Choice[]; counts: Record<string, number> } {
  const counts = Object.fromEntries(answer.map((brand) => [brand.manufacturer_name, brand.car_series.reduce((sum, series) => sum + series.count, 0)]));
  return { choices: BRAND_CHOICES.filter((choice) => counts[choice.value] !== undefined || selected.includes(choice.value)), counts };
}

/**
 * The brand filter of spec 3.14: the brands with offers on this page (a category page: that
 * category's brands) and how many. It reads the series filter's answer for the page without a
 * brand chosen; until that is there, or when it failed, every brand is offered.
 */
export function BrandFilter({ group, fixed, selected, onChange }: BrandFilterProps) {
  const answer = useFilterCarSeries({ group, brands: [], fixed }, true).data;
  const { choices, counts } = answer ? brandsWithOffers(answer, selected) : { choices: BRAND_CHOICES, counts: undefined };
  return <CheckGroup legend="Marke" name="manufacturer_name" choices={choices} selected={selected} onChange={onChange} counts={counts} scrollable />;
}
