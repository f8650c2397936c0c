import { parseTableQuery, scopeOf, withAsOf, withFilter, withMainCriteria, withoutFilters, withPage, withPerPage, withSort } from './table-query';

const q = (text: string) => new URLSearchParams(text);

describe('dealer table URL query (spec 4.8)', () => {
  it('reads criteria, comma lists, search, page, dealer and moment; drops unknown enum values and bad pages', () => {
    const query = parseTableQuery(q('customer_group=P&bank_id=b1&manufacturer_id=m1&fuel_type=electric,steam&state=data_missing&search=%20Golf%20&page=0&dealer_id=d7&as_of=2026-11-20T12:00:00Z'));
    expect(query).toEqual({
      customerGroup: 'b2c',
      bankId: 'b1',
      manufacturerId: 'm1',
      filters: { fuel_type: ['electric'], state: ['data_missing'], search: 'Golf' },
      page: 1,
      dealerId: 'd7',
      asOf: '2026-11-20T12:00:00Z',
      sort: null,
      sortDirection: 'asc',
      perPage: 20,
    });
    expect(scopeOf(query)).toEqual({ customer_group: 'b2c', bank_id: 'b1', manufacturer_id: 'm1' });
    expect(scopeOf(parseTableQuery(q('customer_group=b2b&bank_id=b1')))).toBeNull();
    expect(parseTableQuery(q('as_of=gestern')).asOf).toBeNull();
  });

  it('a filter change writes the filter and resets the page to 1; an empty value removes it', () => {
    const start = q('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=4&trim_level=Life');
    expect(withFilter(start, 'fuel_type', ['electric', 'hybrid']).toString()).toBe('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=1&trim_level=Life&fuel_type=electric%2Chybrid');
    expect(withFilter(start, 'trim_level', '').toString()).toBe('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=1');
  });

  it('a main-criteria change drops the filters and the page, keeps the dealer and the moment', () => {
    const start = q('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=4&trim_level=Life&search=x&dealer_id=d7&as_of=2026-11-20T12:00:00Z');
    expect(withMainCriteria(start, { bank_id: 'b2' }).toString()).toBe('customer_group=b2b&bank_id=b2&manufacturer_id=m1&dealer_id=d7&as_of=2026-11-20T12%3A00%3A00Z&page=1');
  });

  it('clearing the filters keeps customer_group, bank_id and manufacturer_id', () => {
    expect(withoutFilters(q('customer_group=b2c&bank_id=b1&manufacturer_id=m1&page=3&fuel_type=diesel&search=a')).toString()).toBe('customer_group=b2c&bank_id=b1&manufacturer_id=m1&page=1');
  });

  it('pages and past moments keep everything else', () => {
    const start = q('customer_group=b2c&bank_id=b1&manufacturer_id=m1&fuel_type=diesel');
    expect(withPage(start, 3).get('page')).toBe('3');
    expect(withPage(start, 3).get('fuel_type')).toBe('diesel');
    expect(withAsOf(withAsOf(start, '2026-11-20T12:00:00.000Z'), null).toString()).toBe(start.toString());
  });

  it('keeps sort and page size (issue 21) in the URL through criteria and filter changes; unknown values fall back', () => {
    const sorted = withPerPage(withSort(q('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=4'), 'discount_sum', 'desc'), 50);
    expect(sorted.toString()).toBe('customer_group=b2b&bank_id=b1&manufacturer_id=m1&page=1&sort=discount_sum&sort_direction=desc&per_page=50');
    expect(parseTableQuery(sorted)).toMatchObject({ sort: 'discount_sum', sortDirection: 'desc', perPage: 50 });
    expect(withMainCriteria(sorted, { bank_id: 'b2' }).get('sort')).toBe('discount_sum');
    expect(withoutFilters(sorted).get('per_page')).toBe('50');
    expect(withSort(sorted, null, 'asc').has('sort')).toBe(false);
    expect(withPerPage(sorted, 20).has('per_page')).toBe(false);
    expect(parseTableQuery(q('sort=colour&sort_direction=up&per_page=30'))).toMatchObject({ sort: null, sortDirection: 'asc', perPage: 20 });
  });
});
