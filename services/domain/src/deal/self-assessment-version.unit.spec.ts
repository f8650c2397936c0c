import { canonicalJson, selfAssessmentDetailsVersion } from './self-assessment-version';

describe('selfAssessmentDetailsVersion', () => {
  const personal = { first_name: 'Jürgen', last_name: 'Größmann', address: { city: 'Düsseldorf', street: 'Königsallee' } };
  const banking = { iban: 'DE89370400440532013000', monthly_income_cents: 345678 };

  it('is the same for the same data in any key order, and hex of 32 characters', () => {
    const a = selfAssessmentDetailsVersion('b2c', { private_personal_details: personal, private_banking_details: banking });
    const reordered = { address: { street: 'Königsallee', city: 'Düsseldorf' }, last_name: 'Größmann', first_name: 'Jürgen' };
    const b = selfAssessmentDetailsVersion('b2c', { private_banking_details: { monthly_income_cents: 345678, iban: 'DE89370400440532013000' }, private_personal_details: reordered });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes with any field of the group\'s details, and ignores the other group\'s kinds', () => {
    const base = { private_personal_details: personal, private_banking_details: banking };
    const v = selfAssessmentDetailsVersion('b2c', base);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, private_personal_details: { ...personal, last_name: 'Groß' } })).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, private_banking_details: null })).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, business_company_details: { company_name: 'X GmbH' } })).toBe(v);
    expect(selfAssessmentDetailsVersion('b2b', base)).not.toBe(v);
  });

  it('writes canonical JSON with sorted keys and without undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });
});
