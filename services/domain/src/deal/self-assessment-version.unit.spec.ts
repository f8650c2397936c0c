import { canonicalJson, selfAssessmentDetailsVersion } from './self-assessment-version';

describe('selfAssessmentDetailsVersion', () => {
  const personal = { first_name: 'Jürgen', last_name: 'Größmann', address: { city: 'Düsseldorf', street: 'Königsallee' } };
  const banking = { iban: 'DE89370400440532013000', monthly_income_cents: 345678 };
  const config = { months: 36, kmPerYear: 10000, downpaymentCents: 297500, listPriceCents: 4165000 };

  it('is the same for the same data in any key order, and hex of 32 characters', () => {
    const a = selfAssessmentDetailsVersion('b2c', { private_personal_details: personal, private_banking_details: banking }, config);
    const reordered = { address: { street: 'Königsallee', city: 'Düsseldorf' }, last_name: 'Größmann', first_name: 'Jürgen' };
    const b = selfAssessmentDetailsVersion('b2c', { private_banking_details: { monthly_income_cents: 345678, iban: 'DE89370400440532013000' }, private_personal_details: reordered }, config);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes with any field of the group\'s details, and ignores the other group\'s kinds', () => {
    const base = { private_personal_details: personal, private_banking_details: banking };
    const v = selfAssessmentDetailsVersion('b2c', base, config);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, private_personal_details: { ...personal, last_name: 'Groß' } }, config)).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, private_banking_details: null }, config)).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', { ...base, business_company_details: { company_name: 'X GmbH' } }, config)).toBe(v);
    expect(selfAssessmentDetailsVersion('b2b', base, config)).not.toBe(v);
  });

  it('changes with the configuration the form states: term, km, Anzahlung and list price', () => {
    const base = { private_personal_details: personal, private_banking_details: banking };
    const v = selfAssessmentDetailsVersion('b2c', base, config);
    expect(selfAssessmentDetailsVersion('b2c', base, { ...config })).toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', base, { ...config, months: 48 })).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', base, { ...config, kmPerYear: 15000 })).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', base, { ...config, downpaymentCents: 800000 })).not.toBe(v);
    expect(selfAssessmentDetailsVersion('b2c', base, { ...config, listPriceCents: 4200000 })).not.toBe(v);
  });

  it('writes canonical JSON with sorted keys and without undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });
});
