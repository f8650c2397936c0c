import { cellsOfRow } from '../commands/save-discounts/save-discounts.handler';
import { parseQueryDto } from '../../../common/http/query-dto';
import type { RawQuery } from '../../../common/http/query-parameters';
import { DiscountFiltersQueryDto, filtersOf as filtersOfDto, scopeOf as scopeOfDto, TableScopeQueryDto } from './query-dtos';
import { isoTime, pageNumber } from '../../../common/http/query-values';
import { optionalCustomerGroup, requiredCustomerGroup } from './query-params';

const filtersOf = (query: RawQuery) => filtersOfDto(parseQueryDto(DiscountFiltersQueryDto, query));
const scopeOf = (dealerId: string, query: RawQuery) => scopeOfDto(dealerId, parseQueryDto(TableScopeQueryDto, query));

describe('dealer area query parameters', () => {
  it('reads the filters from comma lists or repeated keys and refuses unknown values', () => {
    expect(filtersOf({ fuel_type: 'diesel,electric', body_type: ['suv', 'van'], state: 'data_missing', search: '  Golf ', car_series: 'Golf,ID.3' })).toEqual({
      car_series: ['Golf', 'ID.3'],
      trim_level: undefined,
      fuel_type: ['diesel', 'electric'],
      gear_type: undefined,
      body_type: ['suv', 'van'],
      state: ['data_missing'],
      search: 'Golf',
    });
    expect(() => filtersOf({ fuel_type: 'kerosin' })).toThrow(expect.objectContaining({ kind: 'bad_request', code: 'invalid_parameter' }));
    expect(() => filtersOf({ state: 'ready' })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
  });

  it('needs the three main criteria and accepts the URL values B and P for the group', () => {
    const bank = '9b43ccee-384d-5096-b6cc-9e36944b25d5';
    const brand = '7e57b12a-0000-4000-8000-000000000001';
    expect(scopeOf('d', { customer_group: 'P', bank_id: bank.toUpperCase(), manufacturer_id: brand })).toEqual({
      dealerId: 'd',
      customerGroup: 'b2c',
      bankId: bank,
      manufacturerId: brand,
    });
    expect(() => scopeOf('d', { customer_group: 'b2b', bank_id: bank })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
    expect(() => scopeOf('d', { customer_group: 'x', bank_id: bank, manufacturer_id: brand })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
  });

  it('reads page and times strictly', () => {
    expect(pageNumber(undefined, 'page')).toBe(1);
    expect(pageNumber('3', 'page')).toBe(3);
    expect(() => pageNumber('0', 'page')).toThrow();
    expect(() => pageNumber('2.5', 'page')).toThrow();
    expect(isoTime('2026-11-21T10:00:00Z', 'as_of')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(() => isoTime('gestern', 'as_of')).toThrow();
  });

  it('reads the customer group as the contracts do (b2b, b2c, B, P) and names only b2b and b2c when refusing', () => {
    expect(['b2b', 'b2c', 'B', 'P'].map((value) => requiredCustomerGroup(value, 'customer_group'))).toEqual(['b2b', 'b2c', 'b2b', 'b2c']);
    expect(optionalCustomerGroup('', 'customer_group')).toBeUndefined();
    for (const value of ['b', 'B2B', 'p', 'both']) {
      expect(() => requiredCustomerGroup(value, 'customer_group')).toThrow(expect.objectContaining({ code: 'invalid_parameter', message: '„customer_group“ erlaubt nur b2b und b2c.' }));
    }
  });
});

describe('saved rows to decider cells', () => {
  it('turns list entries into their numbered cells and keeps empties, leaving unsent cells out', () => {
    expect(
      cellsOfRow({ car_model_id: 'c', base_discount: 7.5, additional_discounts: [1, null], collected_discounts: [0.5], available: null, confirmed: true }),
    ).toEqual({ base_discount: 7.5, additional_discounts_0: 1, additional_discounts_1: null, collected_discounts_0: 0.5, available: null });
  });
});
