import { birthdayAgeProblem, isValidIban, isValidPhone, isValidPostalCode, normaliseIban } from './customer-field-rules';

const today = { year: 2026, month: 11, day: 21 };

describe('customer field rules (web and api)', () => {
  it('checks IBANs with mod 97 and the German length', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('stores an IBAN without spaces in upper case', () => {
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('wants five-digit postal codes', () => {
    expect(isValidPostalCode(' 10115 ')).toBe(true);
    expect(isValidPostalCode('1011')).toBe(false);
    expect(isValidPostalCode('101155')).toBe(false);
  });

  it('takes phone numbers as people type them', () => {
    expect(isValidPhone('+49 (30) 123/456-78')).toBe(true);
    expect(isValidPhone('030 1234567')).toBe(true);
    expect(isValidPhone('abc')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
  });

  it('given a birthday, then under 18 is too young and over 100 too old', () => {
    expect(birthdayAgeProblem('22.11.2008', today)).toBe('too_young');
    expect(birthdayAgeProblem('21.11.2008', today)).toBeUndefined();
    expect(birthdayAgeProblem('21.11.1926', today)).toBeUndefined();
    expect(birthdayAgeProblem('20.11.1925', today)).toBe('too_old');
  });
});
