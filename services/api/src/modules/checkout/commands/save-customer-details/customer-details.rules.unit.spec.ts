import { isValidIban } from '@autoleasing/contracts';
import { normaliseDetails } from './customer-details.rules';

const today = { year: 2026, month: 11, day: 21 };

describe('customer details rules', () => {
  it('applies the owner-details defaults of spec 5.2 and stores money in cents', () => {
    const { data, errors } = normaliseDetails(
      'business_personal_details',
      {
        manager_birthday: '03.09.1980',
        manager_lived_since: '01.01.2015',
        manager_street: 'Hauptstraße',
        manager_house_number: '1',
        manager_postal_code: '10115',
        manager_city: 'Berlin',
        manager_housing_type: null,
        manager_extra_income: 250.5,
        deal_id: 'd',
      },
      today,
    );
    expect(errors).toEqual([]);
    expect(data).toMatchObject({ manager_monthly_income_cents: 0, manager_number_of_children_to_support: 0, manager_tax_id: '', manager_extra_income_cents: 25050, manager_housing_rental_cost_cents: 0 });
    expect(data).not.toHaveProperty('manager_housing_type');
    expect(data).not.toHaveProperty('deal_id');
    expect(data).not.toHaveProperty('manager_extra_income');
  });

  it('keeps given owner values', () => {
    const { data } = normaliseDetails('business_personal_details', { manager_monthly_income: 4200, manager_number_of_children_to_support: 2, manager_tax_id: '12/345/67890', manager_housing_type: 'rent' }, today);
    expect(data).toMatchObject({ manager_monthly_income_cents: 420000, manager_number_of_children_to_support: 2, manager_tax_id: '12/345/67890', manager_housing_type: 'rent' });
  });

  it('reports date, age, postal code, phone and IBAN problems per field in German', () => {
    const { errors } = normaliseDetails(
      'private_personal_details',
      { birthday: '01.01.2015', lived_since: '31.02.2020', postal_code: '1011', phone: 'abc' },
      today,
    );
    expect(errors).toEqual([
      { field: 'lived_since', code: 'date_invalid_date', message: 'Dieses Datum existiert nicht.' },
      { field: 'birthday', code: 'too_young', message: 'Sie müssen mindestens 18 Jahre alt sein.' },
      { field: 'phone', code: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
      { field: 'postal_code', code: 'postal_code', message: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' },
    ].sort((a, b) => ['birthday', 'lived_since', 'phone', 'postal_code'].indexOf(a.field) - ['birthday', 'lived_since', 'phone', 'postal_code'].indexOf(b.field)));
    const future = normaliseDetails('business_company_details', { founded_at: '01.01.2030', iban: 'DE00 1234' }, today);
    expect(future.errors.map((e) => e.code)).toEqual(['date_not_in_past', 'iban']);
  });

  it('given a lived-since date before the birth date or an employment before the 14th birthday, then the contracts rule answers per field (issue 17)', () => {
    const personal = normaliseDetails('private_personal_details', { birthday: '03.09.1985', lived_since: '01.01.1980' }, today);
    expect(personal.errors).toEqual([{ field: 'lived_since', code: 'date_before_birth_date', message: 'Das Datum darf nicht vor dem Geburtsdatum liegen.' }]);
    const owner = normaliseDetails('business_personal_details', { manager_birthday: '03.09.1985', manager_lived_since: '01.01.1980' }, today);
    expect(owner.errors).toEqual([{ field: 'manager_lived_since', code: 'date_before_birth_date', message: 'Das Datum darf nicht vor dem Geburtsdatum liegen.' }]);
    const banking = (employed_since: string) => normaliseDetails('private_banking_details', { employed_since }, today, { savedBirthday: '03.09.1985' }).errors;
    expect(banking('02.09.1999')).toEqual([{ field: 'employed_since', code: 'date_before_working_age', message: 'Das Datum darf nicht vor dem 14. Geburtstag liegen.' }]);
    expect(banking('03.09.1999')).toEqual([]);
    expect(banking('22.11.2026').map((e) => e.code)).toEqual(['date_not_in_past']);
    // Without a saved birthday only spec 5.3 applies.
    expect(normaliseDetails('private_banking_details', { employed_since: '02.09.1999' }, today).errors).toEqual([]);
  });

  it('given children or amounts out of the contracts limits, then each field answers its code and German message', () => {
    const personal = normaliseDetails('private_personal_details', { number_of_children_to_support: 21 }, today);
    expect(personal.errors).toEqual([{ field: 'number_of_children_to_support', code: 'children_count', message: 'Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.' }]);
    expect(normaliseDetails('private_personal_details', { number_of_children_to_support: 20 }, today).errors).toEqual([]);
    const banking = normaliseDetails('private_banking_details', { monthly_income: 0, extra_income: 10_000_000.01, other_living_costs: -1 }, today);
    expect(banking.errors).toEqual([
      { field: 'monthly_income', code: 'amount_not_positive', message: 'Bitte geben Sie einen Betrag größer als 0 € ein.' },
      { field: 'extra_income', code: 'amount_too_large', message: 'Bitte geben Sie einen Betrag von höchstens 10.000.000 € ein.' },
      { field: 'other_living_costs', code: 'amount_negative', message: 'Bitte geben Sie einen Betrag von 0 € oder mehr ein.' },
    ]);
    expect(normaliseDetails('private_banking_details', { monthly_income: 10_000_000, extra_income: 0 }, today).errors).toEqual([]);
    // The owner's income stays optional (spec 5.2: 0 when missing), a sent 0 too.
    const owner = normaliseDetails('business_personal_details', { manager_monthly_income: 0, manager_number_of_children_to_support: 99 }, today);
    expect(owner.errors).toEqual([{ field: 'manager_number_of_children_to_support', code: 'children_count', message: 'Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.' }]);
  });

  it('checks IBANs with mod 97', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
  });
});
