import { EQUIPMENT_CATEGORIES, type OfferListItem, type CarSeriesListItem, type SearchOffersResponse } from '@autoleasing/contracts';
import { startCatalogueTestApp, type CatalogueTestApp } from '../../test/catalogue-test-app';

const PATH = '/api/v1/catalog/search_offers';

describe('GET /api/v1/catalog/search_offers', () => {
  let t: CatalogueTestApp;
  // Listed offers are those with a row in offer_prices (issue 16); their prices are there too.
  const count = async (where: string, params: unknown[] = []) =>
    Number((await t.pool.query(`SELECT count(*) AS n FROM car_specs cs JOIN offer_prices op ON op.id = cs.id WHERE ${where}`, params)).rows[0].n);

  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_search');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists level-two offers, 18 per page, cheapest net rate first for b2b (the default group)', async () => {
    const res = await t.get(PATH).expect(200);
    const body = res.body as SearchOffersResponse<OfferListItem>;
    const visible = await count(`cs.customer_groups <> 'b2c'`);
    expect(body.meta.total_count).toBe(visible);
    expect(body.meta.page).toBe(1);
    expect(body.meta.page_count).toBe(Math.ceil(visible / 18));
    expect(body.results).toHaveLength(18);
    const rates = body.results.map((r) => r.finance_rate_cents);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(body.results.every((r) => r.customer_group === 'b2b')).toBe(true);
    const { rows } = await t.pool.query('SELECT min(cheapest_finance_rate_cents)::int AS m FROM offer_prices WHERE customer_groups <> $1', ['b2c']);
    expect(rates[0]).toBe(rows[0].m);
    expect(body.results[0].name).not.toBe('');
    expect(body.results[0].manufacturer_name).not.toBe('');
  });

  it('shows gross rates and list prices to b2c and net ones to b2b', async () => {
    const both = (await t.pool.query(`SELECT id FROM offer_prices WHERE customer_groups = 'both' ORDER BY id LIMIT 1`)).rows[0].id as string;
    const row = (await t.pool.query('SELECT * FROM offer_prices WHERE id = $1', [both])).rows[0];
    const find = async (group: string) => {
      const all: OfferListItem[] = [];
      for (let page = 1; ; page++) {
        const body = (await t.get(`${PATH}?customer_group=${group}&size=100&page=${page}`).expect(200)).body as SearchOffersResponse<OfferListItem>;
        all.push(...body.results);
        if (page >= body.meta.page_count) break;
      }
      return all.find((o) => o.id === both) as OfferListItem;
    };
    const b2b = await find('b2b');
    const b2c = await find('b2c');
    expect(b2b.finance_rate_cents).toBe(Number(row.cheapest_finance_rate_cents));
    expect(b2c.finance_rate_cents).toBe(Number(row.cheapest_gross_finance_rate_cents));
    expect(b2c.list_price_cents).toBe(Number(row.gross_list_price_cents));
    expect(b2b.list_price_cents).toBe(Number(row.list_price_cents));
    expect(Math.abs(b2c.finance_rate_cents - Math.round(b2b.finance_rate_cents * 1.19))).toBeLessThanOrEqual(1);
  });

  it('never lists an offer to the group it is not for, nor inactive offers', async () => {
    const b2c = (await t.get(`${PATH}?customer_type=P&size=100`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    const onlyB2b = (await t.pool.query(`SELECT id FROM car_specs cs WHERE customer_groups = 'b2b' OR NOT EXISTS (SELECT 1 FROM offer_prices op WHERE op.id = cs.id)`)).rows.map((r) => r.id);
    expect(onlyB2b.length).toBeGreaterThan(0);
    expect(b2c.results.filter((r) => onlyB2b.includes(r.id))).toEqual([]);
    expect(b2c.meta.total_count).toBe(await count(`cs.customer_groups <> 'b2b'`));
  });

  it('filters by terms in term[...] and plain form, with repeated and comma-separated values', async () => {
    const expected = await count(`cs.customer_groups <> 'b2c' AND cs.body_type IN ('suv','estate')`);
    for (const query of ['term[body_type][]=suv&term[body_type][]=estate', 'body_type=suv,estate', 'term[body_type]=suv&term[body_type]=estate']) {
      const body = (await t.get(`${PATH}?${query}`).expect(200)).body as SearchOffersResponse<OfferListItem>;
      expect(body.meta.total_count).toBe(expected);
      expect(body.results.every((r) => r.body_type === 'suv' || r.body_type === 'estate')).toBe(true);
    }
  });

  it('filters by brand slug, fuel, gear, hot offer and equipment', async () => {
    const brand = (await t.pool.query(
      `SELECT m.slug, count(*) FROM offer_prices cs JOIN manufacturers m ON m.id = cs.manufacturer_id WHERE cs.customer_groups <> 'b2c' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )).rows[0].slug as string;
    const body = (await t.get(`${PATH}?term[manufacturer_name]=${brand}`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    expect(body.meta.total_count).toBe(
      await count(`cs.customer_groups <> 'b2c' AND cs.manufacturer_id = (SELECT id FROM manufacturers WHERE slug = $1)`, [brand]),
    );
    expect(body.results.every((r) => r.manufacturer_name === brand)).toBe(true);

    const hot = (await t.get(`${PATH}?term[hot_offer]=true&fuel_type=petrol,diesel&gear_type=automatic`).expect(200)).body as SearchOffersResponse;
    expect(hot.meta.total_count).toBe(
      await count(`cs.customer_groups <> 'b2c' AND cs.hot_offer AND cs.fuel_type IN ('petrol','diesel') AND cs.gear_type = 'automatic'`),
    );

    const equipped = (await t.get(`${PATH}?equipment_categories=interior,safety`).expect(200)).body as SearchOffersResponse;
    expect(equipped.meta.total_count).toBe(
      await count(`cs.customer_groups <> 'b2c' AND cs.equipment_categories @> ARRAY['interior','safety']`),
    );
  });

  it('filters by net and gross rate, list price and horsepower ranges', async () => {
    const netMax = 30000;
    const net = (await t.get(`${PATH}?range[finance_rate_cents][lte]=${netMax}&horsepower[gte]=100`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    expect(net.meta.total_count).toBe(await count(`cs.customer_groups <> 'b2c' AND op.cheapest_finance_rate_cents <= 30000 AND cs.horsepower >= 100`));
    expect(net.results.every((r) => r.finance_rate_cents <= netMax && r.horsepower >= 100)).toBe(true);

    const gross = (await t.get(`${PATH}?customer_group=b2c&gross_finance_rate_cents[min]=20000&gross_finance_rate_cents[max]=40000&gross_list_price_cents[lte]=6000000`).expect(200))
      .body as SearchOffersResponse<OfferListItem>;
    expect(gross.meta.total_count).toBe(
      await count(`cs.customer_groups <> 'b2b' AND op.cheapest_gross_finance_rate_cents BETWEEN 20000 AND 40000 AND cs.gross_list_price_cents <= 6000000`),
    );
    expect(gross.results.every((r) => r.finance_rate_cents >= 20000 && r.finance_rate_cents <= 40000)).toBe(true);
  });

  it('rates the chosen term when one months and one km value are given', async () => {
    const body = (await t.get(`${PATH}?months=48&km_per_year=20000&size=5`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    const first = body.results[0];
    expect(first.months).toBe(48);
    expect(first.km_per_year).toBe(20000);
    const term = (await t.pool.query('SELECT finance_rate_cents FROM offer_term_prices WHERE car_spec_id = $1 AND months = 48 AND km_per_year = 20000', [first.id])).rows[0];
    expect(first.finance_rate_cents).toBe(Number(term.finance_rate_cents));
    // No offer has a 12-month term in the demo grid.
    const none = (await t.get(`${PATH}?months=12`).expect(200)).body as SearchOffersResponse;
    expect(none.meta.total_count).toBe(0);
    expect(none.results).toEqual([]);
  });

  it('sorts by any whitelisted key in both directions and pages without overlap', async () => {
    const desc = (await t.get(`${PATH}?sort=horsepower&sort_direction=desc&size=10`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    const hp = desc.results.map((r) => r.horsepower);
    expect(hp).toEqual([...hp].sort((a, b) => b - a));
    const page1 = (await t.get(`${PATH}?size=5&page=1`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    const page2 = (await t.get(`${PATH}?size=5&page=2`).expect(200)).body as SearchOffersResponse<OfferListItem>;
    expect(page2.meta.page).toBe(2);
    expect(page1.results.map((r) => r.id).filter((id) => page2.results.some((r) => r.id === id))).toEqual([]);
    expect(page2.results[0].finance_rate_cents).toBeGreaterThanOrEqual(page1.results[4].finance_rate_cents);
    const beyond = (await t.get(`${PATH}?page=999`).expect(200)).body as SearchOffersResponse;
    expect(beyond.results).toEqual([]);
    expect(beyond.meta.total_count).toBe(page1.meta.total_count);
  });

  it('counts offers per equipment category over the filtered set', async () => {
    const body = (await t.get(`${PATH}?body_type=suv`).expect(200)).body as SearchOffersResponse;
    for (const category of EQUIPMENT_CATEGORIES) {
      expect(body.meta.equipment_categories[category]).toBe(
        await count(`cs.customer_groups <> 'b2c' AND cs.body_type = 'suv' AND $1 = ANY(cs.equipment_categories)`, [category]),
      );
    }
  });

  it('groups by car series on level one, 17 per page', async () => {
    const body = (await t.get(`${PATH}?aggregation=level_one&customer_group=b2c`).expect(200)).body as SearchOffersResponse<CarSeriesListItem>;
    const series = Number((await t.pool.query(`SELECT count(DISTINCT car_series_id) AS n FROM offer_prices WHERE customer_groups <> 'b2b'`)).rows[0].n);
    expect(body.meta.total_count).toBe(series);
    expect(body.results.length).toBe(Math.min(17, series));
    expect(body.meta.page_count).toBe(Math.ceil(series / 17));
    const first = body.results[0];
    const cheapest = (await t.pool.query(
      `SELECT min(cheapest_gross_finance_rate_cents)::int AS m, count(*)::int AS n FROM offer_prices WHERE customer_groups <> 'b2b' AND car_series_id = $1`,
      [first.car_series_id],
    )).rows[0];
    expect(first.cheapest_finance_rate_cents).toBe(cheapest.m);
    expect(first.offers_count).toBe(cheapest.n);
    const rates = body.results.map((r) => r.cheapest_finance_rate_cents);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(body.meta.equipment_categories).toHaveProperty('safety');
  });

  it('sends the hot offers page request of spec 7.2 (level two, hot, gross rate ascending, 100)', async () => {
    const body = (await t.get(
      `${PATH}?aggregation=level_two&customer_group=b2c&term[quote_customer_group]=b2c&term[car_spec_active_b2c]=true&term[hot_offer]=true&sort=gross_finance_rate_cents&sort_direction=asc&size=100&page=1`,
    ).expect(200)).body as SearchOffersResponse<OfferListItem>;
    expect(body.results.length).toBe(await count(`cs.customer_groups <> 'b2b' AND cs.hot_offer`));
    expect(body.results.every((r) => r.hot_offer)).toBe(true);
  });
});
