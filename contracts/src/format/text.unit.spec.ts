import { formatShortList, truncateName } from './text';

describe('truncateName', () => {
  it('keeps names up to 21 characters', () => {
    expect(truncateName('Max Mustermann')).toBe('Max Mustermann');
    expect(truncateName('a'.repeat(21))).toBe('a'.repeat(21));
  });

  it('cuts longer names at 21 characters and adds an ellipsis', () => {
    expect(truncateName('b'.repeat(22))).toBe(`${'b'.repeat(21)}…`);
    expect(truncateName('Maximilian Mustermann-Schmidt')).toBe('Maximilian Mustermann…');
  });
});

describe('formatShortList', () => {
  it('shows at most two entries and counts the rest', () => {
    expect(formatShortList(['Audi', 'BMW', 'Kia', 'Seat', 'VW'])).toBe('Audi, BMW +3 Weitere');
  });

  it('shows short lists as they are', () => {
    expect(formatShortList([])).toBe('');
    expect(formatShortList(['Audi'])).toBe('Audi');
    expect(formatShortList(['Audi', 'BMW'])).toBe('Audi, BMW');
  });
});
