import { withPage } from '../../../lib/url-page';
import { parseListing, switchedGroupQuery, toApiQuery, withFilter } from './listing-query';
import { LAST_SEEN_COOKIE, readLastSeen, rememberSeen } from './last-seen';

const q = (text: string) => new URLSearchParams(text);

describe('catalogue query string (spec 2.1, 3.14)', () => {
  it('reads filters; refused values and bounds are kept aside as written, for the API to refuse (issue 18)', () => {
    const state = parseListing(q('manufacturer_name=bmw,tesla&manufacturer_name=rocket&fuel_type=electric&horsepower[min]=abc&horsepower[max]=300&finance_rate_cents[max]=-5&page=x'));
    expect(state.terms).toEqual({ manufacturer_name: ['bmw', 'tesla'], fuel_type: ['electric'] });
    expect(state.ranges).toEqual({ horsepower: { max: 300 } });
    expect(state.invalid).toEqual([
      ['manufacturer_name', 'rocket'],
      ['finance_rate_cents[max]', '-5'],
      ['horsepower[min]', 'abc'],
    ]);
    expect(state.page).toBe(1);
    const query = toApiQuery(state, { group: 'b2b', aggregation: 'level_one' });
    expect(query['manufacturer_name']).toBe('rocket');
    expect(query['horsepower[min]']).toBe('abc');
    expect(query['term[manufacturer_name][]']).toEqual(['bmw', 'tesla']);
  });

  it('given every spec 3.14 filter in the URL, when read and sent, then each reaches the API query', () => {
    const url =
      'color=black,blue&delivery_time=2_weeks&delivery_option=by_dealer&insurance=true&service_package=false&configuration_package=true' +
      '&car_series=x1&offer_type=stock&list_price_cents[max]=4000000&finance_rate_cents[min]=10000&horsepower[max]=300&months=36&km_per_year=20000';
    const state = parseListing(q(url));
    expect(state.invalid).toEqual([]);
    expect(state.flags).toEqual({ insurance: true, service_package: false, configuration_package: true });
    expect(toApiQuery(state, { group: 'b2b', aggregation: 'level_two' })).toMatchObject({
      'term[color][]': ['black', 'blue'],
      'term[delivery_time][]': ['2_weeks'],
      'term[delivery_option][]': ['by_dealer'],
      'term[car_series][]': ['x1'],
      'term[offer_type][]': ['stock'],
      'term[months][]': ['36'],
      'term[km_per_year][]': ['20000'],
      'term[insurance]': true,
      'term[service_package]': false,
      'term[configuration_package]': true,
      'range[list_price_cents][lte]': 4000000,
      'range[finance_rate_cents][gte]': 10000,
      'range[horsepower][lte]': 300,
    });
  });

  it('given a reversed range or a flag that is no boolean, then they go to the API as written', () => {
    const state = parseListing(q('horsepower[min]=300&horsepower[max]=100&insurance=yes&car_series=X%20Serie'));
    expect(state.ranges).toEqual({});
    expect(state.invalid).toEqual([
      ['car_series', 'X Serie'],
      ['insurance', 'yes'],
      ['horsepower[min]', '300'],
      ['horsepower[max]', '100'],
    ]);
  });

  it('given a page with a fixed filter, then the page’s value wins over the same key in the URL', () => {
    const query = toApiQuery(parseListing(q('car_series=golf')), { group: 'b2b', aggregation: 'level_two', fixed: { car_series: ['x1'] } });
    expect(query['term[car_series][]']).toEqual(['x1']);
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
