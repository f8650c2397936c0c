import type { CustomerGroup, FilterCarSeriesGroup, FilterFacetCounts } from '@autoleasing/contracts';
import { useFilterCarSeries } from '../../api/filter-car-series';
import type { ApiQueryOptions } from '../../lib/listing-query';
import type { PageChoiceKey } from '../../lib/listing-pages';
import type { Choice } from './filter-options';

type Counts = Record<string, number>;
type PageChoiceCounts = Record<PageChoiceKey, Counts>;

function sumFacet(answer: FilterCarSeriesGroup[], key: keyof FilterFacetCounts): Counts {
  const counts: Counts = {};
  for (const brand of answer) for (const [value, n] of Object.entries(brand.facets[key])) counts[value] = (counts[value] ?? 0) + (n ?? 0);
  return counts;
}

/**
 * The offers a list page can show at all, per brand, body, fuel and gear type (spec 3.14): its
 * series answer with the page's fixed filters and no brand chosen. Undefined until it is there,
 * or when it failed.
 */
export function usePageChoiceCounts(group: CustomerGroup, fixed: ApiQueryOptions['fixed'], enabled: boolean): PageChoiceCounts | undefined {
  const answer = useFilterCarSeries({ group, brands: [], fixed }, enabled).data;
  return (
    answer && {
      manufacturer_name: Object.fromEntries(answer.map((brand) => [brand.manufacturer_name, brand.car_series.reduce((sum, series) => sum + series.count, 0)])),
      body_type: sumFacet(answer, 'body_type'),
      fuel_type: sumFacet(answer, 'fuel_type'),
      gear_type: sumFacet(answer, 'gear_type'),
    }
  );
}

/** The choices with offers on the page, in the usual order; chosen ones stay listed. Every choice without counts. */
export function offeredChoices(choices: Choice[], counts: Counts | undefined, selected: readonly string[]): Choice[] {
  return counts ? choices.filter((choice) => counts[choice.value] !== undefined || selected.includes(choice.value)) : choices;
}
