import { comparisonStats } from './comparison-stats';

type State = 'available' | 'data_missing' | 'unavailable';
const cells = (entries: [id: string, sum: number, state?: State][]) => new Map(entries.map(([id, sum, state]) => [id, { discount_sum: sum, state: state ?? 'available' }]));

describe('comparisonStats', () => {
  it('gives min, max, median and the best of three available dealers', () => {
    expect(comparisonStats(['a', 'b', 'c'], cells([['a', 750], ['b', 1200], ['c', 900]]))).toEqual({ min: 7.5, max: 12, median: 9, best_dealer_id: 'b' });
  });

  it('leaves out rows that are not available and takes the mean of the middle two for an even count', () => {
    const stats = comparisonStats(['a', 'b', 'c', 'd', 'e'], cells([['a', 500], ['b', 825], ['c', 2000, 'unavailable'], ['d', 600], ['e', 9999, 'data_missing']]));
    // available: 500, 600, 825 → odd; add one more for an even count below
    expect(stats).toEqual({ min: 5, max: 8.25, median: 6, best_dealer_id: 'b' });
    expect(comparisonStats(['a', 'b', 'd', 'f'], cells([['a', 500], ['b', 825], ['d', 600], ['f', 700]]))).toMatchObject({ median: 6.5 });
  });

  it('rounds an even median to hundredths and breaks ties by the order of the dealers', () => {
    expect(comparisonStats(['x', 'y'], cells([['y', 701], ['x', 701]]))).toMatchObject({ median: 7.01, best_dealer_id: 'x' });
    expect(comparisonStats(['x', 'y'], cells([['x', 700], ['y', 701]]))).toMatchObject({ median: 7.01, best_dealer_id: 'y' });
  });

  it('has nothing to compare without an available row', () => {
    expect(comparisonStats(['a', 'b'], cells([['a', 800, 'unavailable']]))).toEqual({ min: null, max: null, median: null, best_dealer_id: null });
  });
});
