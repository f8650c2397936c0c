import { ageInYears, germanDateToIso, isoDateToGerman, parseGermanDate, validateGermanDate, yearsBefore } from './dates';
import { centsToEuroText, euroTextToCents, parseEuroText } from './euro-text';

const today = { year: 2026, month: 11, day: 21 };

describe('dates (spec 5.3)', () => {
  it('accepts DD.MM.YYYY dates in the past', () => {
    expect(validateGermanDate('03.09.1985', { today })).toBeUndefined();
    expect(validateGermanDate('3.9.1985', { today })).toBeUndefined();
    expect(validateGermanDate('20.11.2026', { today })).toBeUndefined();
  });

  it('rejects other formats, impossible dates, today and the future', () => {
    expect(validateGermanDate('', { today })).toBe('required');
    expect(validateGermanDate(undefined, { today })).toBe('required');
    expect(validateGermanDate('1985-09-03', { today })).toBe('format');
    expect(validateGermanDate('03.13.1985', { today })).toBe('format');
    expect(validateGermanDate('32.01.1985', { today })).toBe('format');
    expect(validateGermanDate('03.09.85', { today })).toBe('format');
    expect(validateGermanDate('00.01.1985', { today })).toBe('invalid_date');
    expect(validateGermanDate('31.02.1985', { today })).toBe('invalid_date');
    expect(validateGermanDate('29.02.2023', { today })).toBe('invalid_date');
    expect(validateGermanDate('29.02.2024', { today })).toBeUndefined();
    expect(validateGermanDate('21.11.2026', { today })).toBe('not_in_past');
    expect(validateGermanDate('01.01.2030', { today })).toBe('not_in_past');
  });

  it('checks the lower bound when one is given', () => {
    const lowerBound = yearsBefore(today, 100);
    expect(validateGermanDate('21.11.1926', { today, lowerBound })).toBeUndefined();
    expect(validateGermanDate('20.11.1926', { today, lowerBound })).toBe('before_lower_bound');
  });

  it('computes the age in whole years from DD-MM-YYYY', () => {
    expect(ageInYears('21-11-2008', today)).toBe(18);
    expect(ageInYears('22-11-2008', today)).toBe(17);
    expect(ageInYears('01-01-1970', today)).toBe(56);
    expect(ageInYears('31-02-1970', today)).toBeNaN();
    expect(ageInYears('1970-01-01', today)).toBeNaN();
  });

  it('converts between the German and the ISO form', () => {
    expect(parseGermanDate('3.9.1985')).toEqual({ year: 1985, month: 9, day: 3 });
    expect(germanDateToIso('3.9.1985')).toBe('1985-09-03');
    expect(germanDateToIso('31.04.1985')).toBeUndefined();
    expect(isoDateToGerman('1985-09-03')).toBe('03.09.1985');
  });
});

describe('euro text (spec 5.3)', () => {
  it('strips the euro sign and reads German and plain numbers', () => {
    expect(parseEuroText('€ 1.234,56')).toBe(1234.56);
    expect(parseEuroText('1234,5 €')).toBe(1234.5);
    expect(parseEuroText('1.234')).toBe(1234);
    expect(parseEuroText('1234.56')).toBe(1234.56);
    expect(parseEuroText('€2500')).toBe(2500);
    expect(parseEuroText(99.999)).toBe(100);
  });

  it('gives 0 for anything that is not a number', () => {
    expect(parseEuroText('abc')).toBe(0);
    expect(parseEuroText('12a')).toBe(0);
    expect(parseEuroText('')).toBe(0);
    expect(parseEuroText('€')).toBe(0);
    expect(parseEuroText(null)).toBe(0);
    expect(parseEuroText(Number.NaN)).toBe(0);
  });

  it('converts to whole cents', () => {
    expect(euroTextToCents('€ 1.234,56')).toBe(123456);
    expect(euroTextToCents('0,1')).toBe(10);
    expect(euroTextToCents('x')).toBe(0);
  });

  it('writes cents back as the input text', () => {
    expect(centsToEuroText(297500)).toBe('2.975,00');
    expect(centsToEuroText(0)).toBe('0,00');
    expect(euroTextToCents(centsToEuroText(123456))).toBe(123456);
  });
});
