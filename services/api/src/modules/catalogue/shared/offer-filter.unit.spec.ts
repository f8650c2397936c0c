import { parseOfferQuery } from './offer-filter';
import { buildOfferSql, SqlParams } from './offer-sql';
import type { ReferenceSnapshot } from './reference-data.service';
import { parseSearchOffersRequest } from '../queries/search-offers/search-offers.request.dto';

const refs: ReferenceSnapshot = {
  manufacturers: new Map(),
  manufacturerBySlug: new Map([['bmw', { id: '11111111-1111-4111-8111-111111111111', slug: 'bmw', name: 'BMW' }]]),
  series: new Map(),
  seriesBySlug: new Map(),
  models: new Map(),
};

describe('parseOfferQuery', () => {
  it('reads term[...], term[...][] and plain keys, repeated and comma-separated', () => {
    const { filter } = parseOfferQuery({ 'term[body_type][]': ['suv', 'van'], fuel_type: 'petrol,diesel', 'term[hot_offer]': 'true' });
    expect(filter.bodyTypes).toEqual(['suv', 'van']);
    expect(filter.fuelTypes).toEqual(['petrol', 'diesel']);
    expect(filter.hotOffer).toBe(true);
  });

  it('reads ranges in both spellings and refuses negative, fractional or too large bounds', () => {
    const { filter } = parseOfferQuery({ 'range[finance_rate_cents][gte]': '1000', 'horsepower[max]': '300' });
    expect(filter.ranges).toEqual({ finance_rate_cents: { min: 1000 }, horsepower: { max: 300 } });
    for (const value of ['-1', '1.5', '1e3', 'abc', '500001']) {
      expect(() => parseOfferQuery({ 'range[finance_rate_cents][lte]': value })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
    }
    expect(parseOfferQuery({ 'range[finance_rate_cents][lte]': '' }).filter.ranges).toEqual({});
  });

  it('refuses unknown keys and values with stable codes', () => {
    expect(() => parseOfferQuery({ colour: 'red' })).toThrow(expect.objectContaining({ code: 'unknown_parameter' }));
    expect(() => parseOfferQuery({ 'range[price][lte]': '1' })).toThrow(expect.objectContaining({ code: 'unknown_parameter' }));
    expect(() => parseOfferQuery({ body_type: 'boat' })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
    expect(() => parseOfferQuery({ months: '13' })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
    expect(() => parseOfferQuery({ car_series: "3er' OR 1=1" })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
  });

  it('takes the group from customer_group, customer_type or term[quote_customer_group], default b2b', () => {
    expect(parseOfferQuery({}).filter.customerGroup).toBe('b2b');
    expect(parseOfferQuery({ customer_type: 'P' }).filter.customerGroup).toBe('b2c');
    expect(parseOfferQuery({ 'term[quote_customer_group]': 'b2c' }).filter.customerGroup).toBe('b2c');
    expect(() => parseOfferQuery({ customer_group: 'b2b', 'term[quote_customer_group]': 'b2c' })).toThrow();
    expect(() => parseOfferQuery({ customer_group: 'x' })).toThrow(expect.objectContaining({ code: 'invalid_customer_group' }));
  });

  it('maps offer_type stock/other onto inventory types', () => {
    expect(parseOfferQuery({ offer_type: 'other' }).filter.inventoryTypes).toEqual(['ordered', 'pre_ordered']);
  });
});

describe('buildOfferSql', () => {
  it('puts every value into bound parameters and only whitelisted names into the text', () => {
    const { filter } = parseOfferQuery({ manufacturer_name: 'bmw', body_type: 'suv', 'range[finance_rate_cents][lte]': '40000', equipment_categories: 'interior,safety' });
    const params = new SqlParams();
    const sql = buildOfferSql(filter, refs, params);
    expect(sql.where).not.toMatch(/bmw|suv|40000|interior/);
    expect(params.values).toEqual(['11111111-1111-4111-8111-111111111111', 'suv', 2 | 16, 40000]);
    expect(sql.where).toContain(`cs.customer_groups <> 'b2c'`);
  });

  it('matches nothing for a brand without rows instead of ignoring the filter', () => {
    const { filter } = parseOfferQuery({ manufacturer_name: 'tesla' });
    expect(buildOfferSql(filter, refs, new SqlParams()).where).toContain('FALSE');
  });

  it('rates the chosen term through offer_term_prices when months or km are filtered', () => {
    const { filter } = parseOfferQuery({ months: '36', km_per_year: '10000', 'range[finance_rate_cents][lte]': '30000' });
    const sql = buildOfferSql(filter, refs, new SqlParams());
    expect(sql.from).toContain('offer_term_prices');
    expect(sql.where).toContain('t.net <=');
    expect(sql.termBound).toBe(true);
  });
});

describe('parseSearchOffersRequest', () => {
  it('defaults to level two, 18 per page, page 1, the group rate ascending', () => {
    expect(parseSearchOffersRequest({ customer_group: 'b2c' })).toMatchObject({ aggregation: 'level_two', size: 18, page: 1, sort: 'gross_finance_rate_cents', direction: 'asc' });
    expect(parseSearchOffersRequest({ aggregation: 'level_one' }).size).toBe(17);
  });

  it('refuses page 0, page 10^9, sizes above 100 and unknown sorts', () => {
    for (const query of [{ page: '0' }, { page: '1000000000' }, { size: '101' }, { sort: 'id' }, { sort_direction: 'up' }, { page: ['1', '2'] }]) {
      expect(() => parseSearchOffersRequest(query)).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
    }
  });
});
