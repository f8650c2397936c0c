import { EMPLOYMENT_TYPES, HOUSING_TYPE_LABELS, HOUSING_TYPES, LEGAL_FORMS, SALUTATIONS } from './api';
import { EMPLOYMENT_TYPE_LABELS, LEGAL_FORM_LABELS, SALUTATION_LABELS, salutationWord } from './customer-detail-labels';

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
