import { CHECKOUT_DATE_ERROR_MESSAGES, validateEmployedSince, validateFoundedAt, validateLivedSince } from './dates';

const today = { year: 2026, month: 11, day: 21 };

describe('dates of a life in the checkout (issue 17)', () => {
  it('lived since: in the past, not before the birth date', () => {
    expect(validateLivedSince('01.04.2019', today, '03.09.1985')).toBeUndefined();
    expect(validateLivedSince('03.09.1985', today, '03.09.1985')).toBeUndefined();
    expect(validateLivedSince('02.09.1985', today, '03.09.1985')).toBe('before_birth_date');
    expect(validateLivedSince('01.01.2027', today, '03.09.1985')).toBe('not_in_past');
    expect(CHECKOUT_DATE_ERROR_MESSAGES.before_birth_date).toBe('Das Datum darf nicht vor dem Geburtsdatum liegen.');
  });

  it('lived since without a usable birthday checks only spec 5.3', () => {
    expect(validateLivedSince('02.09.1985', today)).toBeUndefined();
    expect(validateLivedSince('02.09.1985', today, '31.02.1990')).toBeUndefined();
    expect(validateLivedSince('20.11.1926', today)).toBe('before_lower_bound');
  });

  it('employed since: in the past, not before the 14th birthday', () => {
    expect(validateEmployedSince('03.09.1999', today, '03.09.1985')).toBeUndefined();
    expect(validateEmployedSince('02.09.1999', today, '03.09.1985')).toBe('before_working_age');
    expect(validateEmployedSince('22.11.2026', today, '03.09.1985')).toBe('not_in_past');
    expect(CHECKOUT_DATE_ERROR_MESSAGES.before_working_age).toBe('Das Datum darf nicht vor dem 14. Geburtstag liegen.');
  });

  it('founded at: not in the future, not before 1800', () => {
    expect(validateFoundedAt('01.01.1800', today)).toBeUndefined();
    expect(validateFoundedAt('31.12.1799', today)).toBe('before_lower_bound');
    expect(validateFoundedAt('01.12.2026', today)).toBe('not_in_past');
  });
});
