import type { CarSeriesDetailDto, CarSeriesListItem, OfferListItem, SearchOffersResponse } from '@autoleasing/contracts';
import { startCatalogueTestApp, type CatalogueTestApp } from '../../test/catalogue-test-app';

const PATH = '/api/v1/catalog/search_offers';

/**
 * Issue 18 / spec 3.14: every filter the listing offers works through the search API, on both
 * levels, and a value no filter allows is a 400 with a code and a German message (spec 5.1),
 * never silently dropped.
 */
describe('GET /api/v1/catalog/search_offers: the filters of spec 3.14', () => {
  let t: CatalogueTestApp;
  const count = async (where: string, params: unknown[] = []) =>
    Number((await t.pool.query(`SELECT count(*) AS n FROM offer_prices op WHERE op.customer_groups <> 'b2c' AND ${where}`, params)).rows[0].n);
  const search = async (query: string) => (await t.get(`${PATH}?${query}`).expect(200)).body as SearchOffersResponse<OfferListItem>;
  /** The most common value of a column among b2b offers (so the filter has something to find). */
  const common = async (column: string) =>
    (await t.pool.query(`SELECT ${column} AS v FROM offer_prices WHERE customer_groups <> 'b2c' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)).rows[0].v as string;

  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_search_filters');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given a colour, when searching, then only offers in that paint count (term and plain form)', async () => {
    const colour = await common('color');
    const expected = await count('op.color = $1', [colour]);
    expect(expected).toBeGreaterThan(0);
    expect((await search(`term[color][]=${colour}`)).meta.total_count).toBe(expected);
    const plain = await search(`color=${colour}&size=100`);
    expect(plain.meta.total_count).toBe(expected);
    expect(plain.results.every((r) => r.color === colour)).toBe(true);
  });

  it('given delivery time bands, when searching, then only offers in those bands count', async () => {
    const band = await common('delivery_time');
    expect((await search(`delivery_time=${band}`)).meta.total_count).toBe(await count('op.delivery_time = $1', [band]));
    expect((await search(`delivery_time=${band},15_plus_months`)).meta.total_count).toBe(await count(`op.delivery_time IN ($1, '15_plus_months')`, [band]));
  });

  it('given a delivery option, when searching, then only offers that offer it count', async () => {
    for (const [option, column] of [['by_home', 'delivery_by_home_cents'], ['by_dealer', 'delivery_by_dealer_cents'], ['by_factory', 'delivery_by_factory_cents']]) {
      expect((await search(`term[delivery_option][]=${option}`)).meta.total_count).toBe(await count(`op.${column} IS NOT NULL`));
    }
  });

  it('given insurance, service package or configuration package, when searching, then the flag narrows the list', async () => {
    expect((await search('term[insurance]=true')).meta.total_count).toBe(await count('op.insurance_available'));
    expect((await search('insurance=false')).meta.total_count).toBe(await count('NOT op.insurance_available'));
    expect((await search('service_package=true')).meta.total_count).toBe(
      await count(`EXISTS (SELECT 1 FROM lease_terms lt WHERE lt.car_spec_id = op.id AND lt.service_type <> 'none')`),
    );
    expect((await search('configuration_package=true')).meta.total_count).toBe(await count(`op.inventory_type = 'pre_ordered'`));
    expect((await search('configuration_package=false')).meta.total_count).toBe(await count(`op.inventory_type <> 'pre_ordered'`));
  });

  it('given an offer type, when searching, then stock means stock cars and other means ordered ones', async () => {
    expect((await search('offer_type=stock')).meta.total_count).toBe(await count(`op.inventory_type = 'stock'`));
    expect((await search('term[offer_type][]=other')).meta.total_count).toBe(await count(`op.inventory_type IN ('ordered', 'pre_ordered')`));
  });

  it('given a car series slug, when searching, then only that series counts, on level two and level one', async () => {
    const series = (await t.pool.query(
      `SELECT s.seo_slug AS slug, s.id FROM offer_prices op JOIN car_series s ON s.id = op.car_series_id WHERE op.customer_groups <> 'b2c' GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    )).rows[0] as { slug: string; id: string };
    // A slug names a series per brand; the filter takes the series of every brand with that slug.
    const ids = (await t.pool.query('SELECT id FROM car_series WHERE seo_slug = $1', [series.slug])).rows.map((r) => r.id as string);
    const offers = await search(`car_series=${series.slug}`);
    expect(offers.meta.total_count).toBe(await count('op.car_series_id = ANY($1::uuid[])', [ids]));
    const levelOne = (await t.get(`${PATH}?aggregation=level_one&car_series=${series.slug}`).expect(200)).body as SearchOffersResponse<CarSeriesListItem>;
    expect(levelOne.results.map((r) => r.car_series_id)).toContain(series.id);
    expect(levelOne.results.every((r) => ids.includes(r.car_series_id))).toBe(true);
    // Both levels tell the matching offers (the phone filter sheet's "N Angebote anzeigen").
    expect(levelOne.meta.offer_count).toBe(offers.meta.total_count);
  });

  it('given list price and horsepower bounds in the spec steps, when searching, then the ranges apply', async () => {
    const body = await search('list_price_cents[gte]=3000000&list_price_cents[lte]=5000000&horsepower[min]=150&horsepower[max]=300&size=100');
    expect(body.meta.total_count).toBe(await count('op.list_price_cents BETWEEN 3000000 AND 5000000 AND op.horsepower BETWEEN 150 AND 300'));
    expect(body.results.every((r) => r.horsepower >= 150 && r.horsepower <= 300)).toBe(true);
  });

  it.each([
    ['color=pink', 'invalid_parameter'],
    ['term[delivery_time][]=tomorrow', 'invalid_parameter'],
    ['delivery_option=by_drone', 'invalid_parameter'],
    ['insurance=yes', 'invalid_parameter'],
    ['service_package=maybe', 'invalid_parameter'],
    ['configuration_package=2', 'invalid_parameter'],
    ['offer_type=leased', 'invalid_parameter'],
    ['car_series=X%20Serie', 'invalid_parameter'],
    ['horsepower[max]=900', 'invalid_parameter'],
    ['list_price_cents[lte]=abc', 'invalid_parameter'],
    ['gross_finance_rate_cents[min]=-10', 'invalid_parameter'],
    ['horsepower[min]=300&horsepower[max]=100', 'invalid_parameter'],
    ['colour=red', 'unknown_parameter'],
  ])('given the bad filter %s, when searching, then 400 with code %s and a German message', async (query, code) => {
    const res = await t.get(`${PATH}?customer_group=b2b&${query}`).expect(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[„“]|Parameter/);
  });
});

describe('GET /api/v1/catalog/manufacturers/{brand}/car_series/{slug}: rates per engine (Motorisierungen)', () => {
  let t: CatalogueTestApp;
  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_engine_rates');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given a series, then each car model carries its offer count, the group’s lowest rate and the offer with it', async () => {
    const row = (await t.pool.query(
      `SELECT m.slug AS brand, s.seo_slug AS series, s.id FROM offer_prices op JOIN car_series s ON s.id = op.car_series_id JOIN manufacturers m ON m.id = op.manufacturer_id
        WHERE op.customer_groups <> 'b2b' GROUP BY 1, 2, 3 ORDER BY count(DISTINCT op.car_model_id) DESC LIMIT 1`,
    )).rows[0] as { brand: string; series: string; id: string };
    const body = (await t.get(`/api/v1/catalog/manufacturers/${row.brand}/car_series/${row.series}?customer_group=b2c`).expect(200)).body as CarSeriesDetailDto;
    const expected = (await t.pool.query(
      `SELECT car_model_id, count(*)::int AS n, min(cheapest_gross_finance_rate_cents)::int AS rate FROM offer_prices WHERE car_series_id = $1 AND customer_groups <> 'b2b' GROUP BY 1`,
      [row.id],
    )).rows as { car_model_id: string; n: number; rate: number }[];
    expect(expected.length).toBeGreaterThan(0);
    for (const model of body.car_models) {
      const want = expected.find((e) => e.car_model_id === model.id);
      expect(model.offers_count).toBe(want?.n ?? 0);
      expect(model.cheapest_finance_rate_cents).toBe(want?.rate ?? null);
      if (!want) {
        expect(model.cheapest_offer_id).toBeNull();
        continue;
      }
      const offer = (await t.pool.query('SELECT car_model_id, cheapest_gross_finance_rate_cents::int AS rate FROM offer_prices WHERE id = $1', [model.cheapest_offer_id])).rows[0];
      expect(offer).toEqual({ car_model_id: model.id, rate: want.rate });
    }
  });
});
