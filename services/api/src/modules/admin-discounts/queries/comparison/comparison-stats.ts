import type { ComparisonCell } from '@autoleasing/contracts';

export interface ComparisonStats {
  min: number | null;
  max: number | null;
  median: number | null;
  best_dealer_id: string | null;
}

/**
 * min / max / median of the compared dealers' discount sums and the best dealer, over the rows that
 * are available (orderable and complete): a switched-off or incomplete row offers nothing to
 * compare. Values in hundredths of a percent in, percent out; the median of an even count is the
 * mean of the middle two, rounded to hundredths. Ties for best go to the dealer listed first.
 */
export function comparisonStats(dealerIds: readonly string[], cells: ReadonlyMap<string, { discount_sum: number; state: ComparisonCell['state'] }>): ComparisonStats {
  const offered = dealerIds.flatMap((id) => {
    const cell = cells.get(id);
    return cell && cell.state === 'available' ? [{ id, sum: cell.discount_sum }] : [];
  });
  if (!offered.length) return { min: null, max: null, median: null, best_dealer_id: null };
  const sums = offered.map((o) => o.sum).sort((a, b) => a - b);
  const middle = Math.floor(sums.length / 2);
  const median = sums.length % 2 ? sums[middle] : Math.round((sums[middle - 1] + sums[middle]) / 2);
  let best = offered[0];
  for (const o of offered) if (o.sum > best.sum) best = o;
  return { min: sums[0] / 100, max: sums[sums.length - 1] / 100, median: median / 100, best_dealer_id: best.id };
}
