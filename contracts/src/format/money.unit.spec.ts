import { centsToEuros, formatCents, formatEuro } from './money';

describe('formatEuro', () => {
  it.each([
    [1234.56, '€ 1.234,56'],
    [0, '€ 0,00'],
    [5, '€ 5,00'],
    [1234567.891, '€ 1.234.567,89'],
    [-1234.5, '€ -1.234,50'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatEuro(value)).toBe(expected);
  });

  it('contains no no-break space and puts the sign in front', () => {
    expect(formatEuro(1000)).not.toMatch(/\u00a0|\u202f/);
    expect(formatEuro(1000).startsWith('€ ')).toBe(true);
  });

  it('rounds to whole euros when asked', () => {
    expect(formatEuro(4999.6, { fractionDigits: 0 })).toBe('€ 5.000');
  });
});

describe('cents', () => {
  it('converts cents to euros', () => {
    expect(centsToEuros(123456)).toBe(1234.56);
  });

  it('formats cents as euros', () => {
    expect(formatCents(29900)).toBe('€ 299,00');
    expect(formatCents(1)).toBe('€ 0,01');
  });
});
