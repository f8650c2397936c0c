import { CAR_SPEC_COLOURS, FILTER_COLOURS } from './colours';
import { OFFER_FILTER_COLOURS, OFFER_RANGE_CAPS, OFFER_RANGE_KEYS, parseOfferRangeBound, SLUG_PATTERN } from './offer-filters';

describe('offer filters shared by api and web', () => {
  it('caps the ranges as spec 3.14 and 9 say', () => {
    expect(OFFER_RANGE_CAPS).toMatchObject({ finance_rate_cents: 500000, gross_finance_rate_cents: 500000, list_price_cents: 25000000, gross_list_price_cents: 25000000, horsepower: 800 });
    expect(OFFER_RANGE_KEYS).toEqual(Object.keys(OFFER_RANGE_CAPS));
  });

  it('accepts each filter and car spec colour once', () => {
    expect(new Set(OFFER_FILTER_COLOURS)).toEqual(new Set([...FILTER_COLOURS, ...CAR_SPEC_COLOURS]));
    expect(OFFER_FILTER_COLOURS).toHaveLength(new Set(OFFER_FILTER_COLOURS).size);
  });

  it.each([
    ['golf', true],
    ['id-4', true],
    ['3er', true],
    ['-golf', false],
    ['Golf', false],
    ['golf_8', false],
    ['a'.repeat(81), false],
  ])('slug %s is well-formed: %s', (slug, ok) => {
    expect(SLUG_PATTERN.test(slug)).toBe(ok);
  });

  it.each([
    ['horsepower', '0', { value: 0 }],
    ['horsepower', '800', { value: 800 }],
    ['horsepower', '0150', { value: 150 }],
    ['horsepower', '801', { problem: 'above_cap' }],
    ['list_price_cents', '25000000', { value: 25000000 }],
    ['list_price_cents', '999999999', { problem: 'above_cap' }],
    ['list_price_cents', '1000000000', { problem: 'not_whole_number' }],
    ['horsepower', '-1', { problem: 'not_whole_number' }],
    ['horsepower', '1.5', { problem: 'not_whole_number' }],
    ['horsepower', '1e2', { problem: 'not_whole_number' }],
    ['horsepower', ' 100', { problem: 'not_whole_number' }],
    ['horsepower', 'abc', { problem: 'not_whole_number' }],
    ['horsepower', '', { problem: 'not_whole_number' }],
  ] as const)('range bound %s=%j is %j', (key, text, expected) => {
    expect(parseOfferRangeBound(key, text)).toEqual(expected);
  });
});
