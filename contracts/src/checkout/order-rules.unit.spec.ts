import { downpaymentRangeMessage, formatOrderNumber, isYoungCompany, maxDownpaymentCents, missingDocuments, ORDER_NUMBER_PATTERN, requiredDocuments } from './order-rules';

describe('order rules shared by web and server', () => {
  it('names the documents a leasing bank needs per group', () => {
    expect(requiredDocuments('b2c').map((r) => r.key)).toEqual(['identity', 'income']);
    expect(requiredDocuments('b2b', false).map((r) => r.key)).toEqual(['identity', 'company_registration']);
    expect(requiredDocuments('b2b', true).map((r) => r.key)).toEqual(['identity', 'company_registration', 'business_figures']);
    expect(missingDocuments('b2b', ['identity_card', 'business_registration'], false)).toEqual([]);
  });

  it('a company is young until its second founding anniversary; unknown counts as young', () => {
    expect(isYoungCompany('2024-11-22', '2026-11-21')).toBe(true);
    expect(isYoungCompany('2024-11-21', '2026-11-21')).toBe(false);
    expect(isYoungCompany(null, '2026-11-21')).toBe(true);
  });

  it('caps the Anzahlung at 30 % of the list price in whole euros, and says so', () => {
    expect(maxDownpaymentCents(4000000)).toBe(1200000);
    expect(maxDownpaymentCents(3333333)).toBe(999900);
    expect(downpaymentRangeMessage(4000000)).toBe('Die Anzahlung muss zwischen 0 € und € 12.000,00 liegen.');
  });

  it('formats order numbers AL-<year>-<6 digits>', () => {
    expect(formatOrderNumber(2026, 123)).toBe('AL-2026-000123');
    expect(ORDER_NUMBER_PATTERN.test('AL-2026-000123')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('AL-2026-123')).toBe(false);
  });
});
