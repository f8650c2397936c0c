import type { CustomerGroup, FilterCarSeriesGroup } from '@autoleasing/contracts';
import { useFilterCarSeries } from '../../api/filter-car-series';
import type { ApiQueryOptions } from '../../lib/listing-query';
import type { Choice } from './filter-options';

type Counts = Record<string, number>;

function countBy(answer: FilterCarSeriesGroup[], keyOf: (brand: FilterCarSeriesGroup, series: FilterCarSeriesGroup['car_series'][number]) => string): Counts {
  const counts: Counts = {};
  for (const brand of answer) for (const series of brand.car_series) counts[keyOf(brand, series)] = (counts[keyOf(brand, series)] ?? 0) + series.count;
  return counts;
}

/**
 * The offers a list page can show at all, per brand and per body type (spec 3.14): its series
 * answer with the page's fixed filters and no brand chosen. Undefined until it is there, or when
 * it failed.
 */
export function usePageChoiceCounts(group: CustomerGroup, fixed: ApiQueryOptions['fixed'], enabled: boolean) {
  const answer = useFilterCarSeries({ group, brands: [], fixed }, enabled).data;
  return answer && { brands: countBy(answer, (brand) => brand.manufacturer_name), bodies: countBy(answer, (_, series) => series.body_type) };
}

/** The choices with offers on the page, in the usual order; chosen ones stay listed. Every choice without counts. */
export function offeredChoices(choices: Choice[], counts: Counts | undefined, selected: readonly string[]): Choice[] {
  return counts ? choices.filter((choice) => counts[choice.value] !== undefined || selected.includes(choice.value)) : choices;
}
