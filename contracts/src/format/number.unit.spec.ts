import { formatCount, formatDecimal, formatOfferCount, formatQuantity, parseGermanNumber } from './number';

describe('German numbers', () => {
  it('formatCount groups thousands with dots and shows no decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(15000)).toBe('15.000');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('formatDecimal shows exactly the asked decimals after a comma, whatever was asked before', () => {
    expect(formatDecimal(0.289, 2)).toBe('0,29');
    expect(formatDecimal(1.5, 1)).toBe('1,5');
    expect(formatDecimal(2, 2)).toBe('2,00');
    expect(formatDecimal(1234.5, 2)).toBe('1.234,50');
    expect(formatDecimal(0.289, 2)).toBe('0,29');
  });

  it('formatQuantity puts the noun in the number the count asks for, with thousands dots', () => {
    expect(formatQuantity(1, 'Modellreihe', 'Modellreihen')).toBe('1 Modellreihe');
    expect(formatQuantity(0, 'Modellreihe', 'Modellreihen')).toBe('0 Modellreihen');
    expect(formatQuantity(2, 'Modellreihe', 'Modellreihen')).toBe('2 Modellreihen');
  });

  it('formatOfferCount: "1 Angebot", "1.234 Angebote"', () => {
    expect(formatOfferCount(1)).toBe('1 Angebot');
    expect(formatOfferCount(0)).toBe('0 Angebote');
    expect(formatOfferCount(1234)).toBe('1.234 Angebote');
  });

  it('reads German numbers as typed or pasted, in the table and in an uploaded sheet', () => {
    expect(parseGermanNumber('7,5')).toBe(7.5);
    expect(parseGermanNumber('1.234,56')).toBe(1234.56);
    expect(parseGermanNumber('1.234')).toBe(1234);
    expect(parseGermanNumber('€ 1.500')).toBe(1500);
    expect(parseGermanNumber('5 %')).toBe(5);
    expect(parseGermanNumber('-0,25 %')).toBe(-0.25);
    expect(parseGermanNumber('12,34\u00a0€')).toBe(12.34);
    expect(parseGermanNumber('7.5')).toBe(7.5);
    expect(parseGermanNumber('+1')).toBe(1);
    expect(parseGermanNumber('-2,25')).toBe(-2.25);
    expect(parseGermanNumber('')).toBeNull();
    expect(parseGermanNumber('1,2,3')).toBeNull();
    expect(parseGermanNumber('zwölf')).toBeNull();
  });
});
