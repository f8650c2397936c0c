import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('uses a comma and a spaced percent sign', () => {
    expect(formatPercent(3.49)).toBe('3,49 %');
    expect(formatPercent(19, 0)).toBe('19 %');
    expect(formatPercent(1.5, 1)).toBe('1,5 %');
  });
});
