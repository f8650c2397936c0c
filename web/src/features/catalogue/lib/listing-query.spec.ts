import { parseListing, switchedGroupQuery, toApiQuery, withFilter, withPage } from './listing-query';
import { LAST_SEEN_COOKIE, readLastSeen, rememberSeen } from './last-seen';

const q = (text: string) => new URLSearchParams(text);

describe('catalogue query string (spec 2.1, 3.14)', () => {
  it('reads filters, drops unknown values and non-numeric or out-of-range bounds', () => {
    const state = parseListing(q('manufacturer_name=bmw,tesla&manufacturer_name=rocket&fuel_type=electric&horsepower[min]=abc&horsepower[max]=300&finance_rate_cents[max]=-5&page=x'));
    expect(state.terms).toEqual({ manufacturer_name: ['bmw', 'tesla'], fuel_type: ['electric'] });
    expect(state.ranges).toEqual({ horsepower: { min: undefined, max: 300 } });
    expect(state.page).toBe(1);
  });
  it('a filter change resets the page and keeps the group', () => {
    const next = withFilter(q('customer_type=P&page=4&fuel_type=diesel'), 'fuel_type', ['electric', 'hybrid']);
    expect(next.toString()).toBe('customer_type=P&fuel_type=electric&fuel_type=hybrid');
    expect(withPage(next, 2).get('page')).toBe('2');
  });
  it('builds the search_offers query of spec 7.2', () => {
    const query = toApiQuery(parseListing(q('body_type=suv&gross_finance_rate_cents[max]=40000&page=2&sort=horsepower&sort_direction=desc')), {
      group: 'b2c',
      aggregation: 'level_one',
    });
    expect(query).toEqual({
      customer_group: 'b2c',
      aggregation: 'level_one',
      'term[quote_customer_group]': 'b2c',
      'term[car_spec_active_b2c]': true,
      'term[body_type][]': ['suv'],
      'range[gross_finance_rate_cents][lte]': 40000,
      sort: 'horsepower',
      sort_direction: 'desc',
      page: 2,
    });
  });
  it('the group switch renames net and gross filters and sort and sets customer_type (spec 4.6)', () => {
    const toB2c = switchedGroupQuery(q('customer_group=b2b&finance_rate_cents[max]=30000&sort=list_price_cents&page=3&fuel_type=diesel'), 'b2c');
    expect(toB2c.toString()).toBe(new URLSearchParams('gross_finance_rate_cents[max]=30000&sort=gross_list_price_cents&fuel_type=diesel&customer_type=P').toString());
    const toB2b = switchedGroupQuery(toB2c, 'b2b');
    expect(toB2b.get('finance_rate_cents[max]')).toBe('30000');
    expect(toB2b.get('sort')).toBe('list_price_cents');
    expect(toB2b.get('customer_type')).toBe('B');
  });
});

describe('recently seen cars cookie (spec 9)', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  beforeEach(() => {
    document.cookie = `${LAST_SEEN_COOKIE}=; Max-Age=0; Path=/`;
  });
  it('keeps at most 10, newest first, without duplicates, and ignores anything but ids', () => {
    for (let n = 1; n <= 12; n++) rememberSeen(id(n));
    rememberSeen(id(5));
    rememberSeen("' OR 1=1 --");
    const seen = readLastSeen();
    expect(seen).toHaveLength(10);
    expect(seen[0]).toBe(id(5));
    expect(seen[1]).toBe(id(12));
    expect(new Set(seen).size).toBe(10);
    expect(seen).not.toContain(id(1));
  });
});
