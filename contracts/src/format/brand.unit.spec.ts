import { formatBrandName, formatBrandTitle } from './brand';

describe('formatBrandTitle', () => {
  it.each([
    ['Bmw 3er Touring', 'BMW 3er Touring'],
    ['vw ID.3 Pro', 'VW ID.3 Pro'],
    ['Cupra Born', 'CUPRA Born'],
    ['Kia EV6', 'KIA EV6'],
    ['Mini Cooper SE', 'MINI Cooper SE'],
    ['Seat Ibiza', 'SEAT Ibiza'],
    ['Audi A4 Avant', 'Audi A4 Avant'],
  ])('%p → %p', (title, expected) => {
    expect(formatBrandTitle(title)).toBe(expected);
  });

  it('leaves words that only contain a brand alone', () => {
    expect(formatBrandTitle('Kiaora Miniature Seats')).toBe('Kiaora Miniature Seats');
  });
});

describe('formatBrandName', () => {
  it('uppercases the listed brands and capitalises the rest', () => {
    expect(formatBrandName('bmw')).toBe('BMW');
    expect(formatBrandName('mercedes-benz')).toBe('Mercedes-Benz');
    expect(formatBrandName('audi')).toBe('Audi');
  });
});
