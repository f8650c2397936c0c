import { safeRedirectTarget } from './redirect-target';
import { hasAcceptedCurrentTerms } from './terms';

const rules = { origin: 'https://www.autoleasing.example' };

describe('safeRedirectTarget (spec 6)', () => {
  it.each([
    ['/customer/deals?x=1#top', '/customer/deals?x=1#top'],
    ['https://www.autoleasing.example/checkout?deal_id=7', '/checkout?deal_id=7'],
    ['https://evil.example/customer', '/'],
    ['//evil.example/customer', '/'],
    ['http://www.autoleasing.example/customer', '/'],
    ['javascript:alert(1)', '/'],
    ['https://links.autoleasing.example/c/123', '/customer'],
    ['https://LINKS.autoleasing.example/c/123', '/customer'],
    ['/login?redirect_url=/x', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirectTarget(target, rules)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('https://evil.example', { ...rules, fallback: '/customer' })).toBe('/customer');
  });
});

describe('hasAcceptedCurrentTerms', () => {
  it('needs an acceptance on or after the publication of the current terms', () => {
    expect(hasAcceptedCurrentTerms(null)).toBe(false);
    expect(hasAcceptedCurrentTerms('2025-12-31T23:59:59.000Z')).toBe(false);
    expect(hasAcceptedCurrentTerms('2026-01-01T08:00:00.000Z')).toBe(true);
  });
});
