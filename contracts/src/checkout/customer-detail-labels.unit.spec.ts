import { CUSTOMER_DETAILS_KINDS, EMPLOYMENT_TYPES, HOUSING_TYPE_LABELS, HOUSING_TYPES, LEGAL_FORMS, SALUTATIONS } from './api';
import {
  CUSTOMER_DETAIL_FIELD_LABELS,
  CUSTOMER_DETAIL_SECTION_TITLES,
  EMPLOYMENT_TYPE_LABELS,
  LEGAL_FORM_LABELS,
  mailGreeting,
  SALUTATION_LABELS,
  salutationWord,
} from './customer-detail-labels';

describe('labels of the customer details choices (checkout forms and Selbstauskunft)', () => {
  it.each([
    ['salutations', SALUTATIONS, SALUTATION_LABELS],
    ['employment types', EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS],
    ['legal forms', LEGAL_FORMS, LEGAL_FORM_LABELS],
    ['housing types', HOUSING_TYPES, HOUSING_TYPE_LABELS],
  ] as [string, readonly string[], Readonly<Record<string, string>>][])('give every one of the %s its own German label', (_name, choices, labels) => {
    const shown = choices.map((choice) => labels[choice]);
    expect(shown.every((label) => typeof label === 'string' && label !== '')).toBe(true);
    expect(new Set(shown).size).toBe(choices.length);
    expect(Object.keys(labels).sort()).toEqual([...choices].sort());
  });
});

describe('salutationWord', () => {
  it('is Herr or Frau, and nothing for Divers or no salutation', () => {
    expect(salutationWord('mr')).toBe('Herr');
    expect(salutationWord('ms')).toBe('Frau');
    expect(salutationWord('diverse')).toBeUndefined();
    expect(salutationWord(null)).toBeUndefined();
  });
});

describe('labels of the customer details fields (checkout forms and Selbstauskunft)', () => {
  it.each(CUSTOMER_DETAILS_KINDS)('give every field of %s its own German label', (kind) => {
    const shown: string[] = Object.values(CUSTOMER_DETAIL_FIELD_LABELS[kind]);
    expect(shown.every((label) => label.trim() !== '' && label === label.trim())).toBe(true);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('use the wording the checkout forms ask with', () => {
    expect(CUSTOMER_DETAIL_FIELD_LABELS.private_personal_details.lived_since).toBe('Wohnhaft dort seit');
    expect(CUSTOMER_DETAIL_FIELD_LABELS.business_personal_details.manager_number_of_children_to_support).toBe('Unterhaltspflichtige Kinder');
  });

  it('give every details step its own title', () => {
    const titles = CUSTOMER_DETAILS_KINDS.map((kind) => CUSTOMER_DETAIL_SECTION_TITLES[kind]);
    expect(titles.every((title) => title !== '')).toBe(true);
    expect(new Set(titles).size).toBe(CUSTOMER_DETAILS_KINDS.length);
  });
});

describe('mailGreeting: one greeting line for every mail', () => {
  it.each([
    [{ salutation: 'ms', firstName: 'Erika', lastName: 'Muster' }, 'Guten Tag Frau Erika Muster,'],
    [{ salutation: 'mr', firstName: ' Max ', lastName: 'Muster ' }, 'Guten Tag Herr Max Muster,'],
    [{ salutation: 'diverse', firstName: 'Kim', lastName: 'Muster' }, 'Guten Tag Kim Muster,'],
    [{ firstName: 'Anna', lastName: 'Muster' }, 'Guten Tag Anna Muster,'],
    [{ salutation: 'ms', firstName: 'Anna', lastName: null }, 'Guten Tag Anna,'],
    [{ salutation: 'ms', firstName: '  ', lastName: '' }, 'Guten Tag,'],
    [{}, 'Guten Tag,'],
  ])('%o → %s', (person, line) => {
    expect(mailGreeting(person)).toBe(line);
  });
});
