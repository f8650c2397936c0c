import { formatEuro } from './money';
import { formatPriceRange, formatRangeValue } from './price-range';

describe('price ranges', () => {
  it('adds + only at the maximum', () => {
    expect(formatRangeValue(300, 5000)).toBe('€ 300');
    expect(formatRangeValue(5000, 5000)).toBe('€ 5.000+');
    expect(formatRangeValue(6000, 5000)).toBe('€ 5.000+');
  });

  it('formats both ends', () => {
    expect(formatPriceRange(100, 500, 5000)).toBe('€ 100 – € 500');
    expect(formatPriceRange(0, 250000, 250000)).toBe('€ 0 – € 250.000+');
  });

  it('accepts another formatter (e.g. PS)', () => {
    expect(formatRangeValue(800, 800, (v) => `${v} PS`)).toBe('800 PS+');
    expect(formatPriceRange(1, 2, 3, (v) => formatEuro(v))).toBe('€ 1,00 – € 2,00');
  });
});
