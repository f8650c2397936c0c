import type {
  CarSeriesDetailDto,
  CarSeriesListItem,
  CategoriesResponse,
  CustomerGroup,
  HomepageResponse,
  OfferListItem,
  PackagesResponse,
  ProductResponse,
  SearchOffersResponse,
} from '@autoleasing/contracts';
import { startCatalogueTestApp, type CatalogueTestApp } from './test/catalogue-test-app';

/** A listed offer's term: the rates are the offer-prices projection's, the Anzahlung the bank's term's (issue 16). */
const TERM_SQL =
  'SELECT lt.downpayment_cents, tp.finance_rate_cents, tp.gross_finance_rate_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) ' +
  'WHERE lt.car_spec_id = $1 AND lt.months = $2 AND lt.km_per_year = $3';
/** Listed offers: those with a row in offer_prices (issue 16), with car_specs' own attributes. */
const LISTED = 'car_specs cs JOIN offer_prices op ON op.id = cs.id';

/** Issue 16: every figure beside a rate is of exactly that rate, and every rate names its terms. */
describe('price figures and terms of the listed rates', () => {
  let t: CatalogueTestApp;

  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_price_figures');
  });
  afterAll(async () => {
    await t?.close();
  });

  const lf = (rateCents: number, listPriceCents: number) => Math.round((rateCents / listPriceCents) * 100 * 100) / 100;
  const search = async (group: CustomerGroup, query = '') =>
    (await t.get(`/api/v1/catalog/search_offers?customer_group=${group}&aggregation=level_two&size=100${query}`).expect(200)).body as SearchOffersResponse<OfferListItem>;

  it.each(['b2b', 'b2c'] as const)('the Leasingfaktor of every listed %s offer is round(rate / list price × 100, 2) of the shown rate', async (group) => {
    for (const query of ['', '&term[months][]=24&term[km_per_year][]=20000', '&term[months][]=48']) {
      const { results } = await search(group, query);
      expect(results.length).toBeGreaterThan(0);
      for (const offer of results) {
        expect([offer.id, offer.leasing_factor]).toEqual([offer.id, lf(offer.finance_rate_cents, offer.list_price_cents)]);
      }
    }
  });

  it('names the term, Anzahlung and one-time costs of the shown rate, from the database', async () => {
    const { results } = await search('b2c');
    for (const offer of results) {
      const term = (
        await t.pool.query(TERM_SQL, [offer.id, offer.months, offer.km_per_year])
      ).rows[0];
      expect(Number(term.gross_finance_rate_cents)).toBe(offer.finance_rate_cents);
      expect(offer.downpayment_cents).toBe(Math.round(Number(term.downpayment_cents) * 1.19));
      const spec = (await t.pool.query('SELECT delivery_by_home_cents, delivery_by_dealer_cents, delivery_by_factory_cents FROM car_specs WHERE id = $1', [offer.id])).rows[0];
      const positive = Object.values(spec).filter((v) => v !== null && Number(v) > 0).map((v) => Math.round(Number(v) * 1.19));
      expect(offer.one_time_costs_cents).toBe(positive.length ? Math.min(...positive) : 0);
      const perMonth = offer.finance_rate_cents + (offer.downpayment_cents + offer.one_time_costs_cents) / (offer.months as number);
      expect(offer.total_cost_factor).toBe(Math.round((perMonth / offer.list_price_cents) * 100 * 100) / 100);
    }
  });

  it('level one cards carry the cheapest offer with its Leasingfaktor', async () => {
    const body = (await t.get('/api/v1/catalog/search_offers?customer_group=b2b&aggregation=level_one&size=50').expect(200)).body as SearchOffersResponse<CarSeriesListItem>;
    for (const series of body.results) {
      expect(series.cheapest_offer?.id).toBe(series.cheapest_offer_id);
      expect(series.cheapest_offer?.finance_rate_cents).toBe(series.cheapest_finance_rate_cents);
      expect(series.min_leasing_factor).toBe(lf(series.cheapest_finance_rate_cents, series.cheapest_offer?.list_price_cents as number));
    }
  });

  it('the car detail gives every term the Leasingfaktor and Anzahlung of its own rate', async () => {
    const id = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.customer_groups = 'both' LIMIT 1`)).rows[0].id;
    const body = (await t.get(`/api/v1/products/${id}?customer_group=b2c`).expect(200)).body as ProductResponse;
    const factors = body.lease_terms.map((term) => term.leasing_factor);
    for (const term of body.lease_terms) expect(term.leasing_factor).toBe(lf(term.finance_rate_cents, body.car_spec.list_price_cents));
    expect(new Set(factors).size).toBeGreaterThan(1);
    const cheapest = Math.min(...body.lease_terms.map((term) => term.finance_rate_cents));
    expect(body.car_spec.leasing_factor).toBe(lf(cheapest, body.car_spec.list_price_cents));
  });

  it('opens a one-group offer in its own group for a visitor who chose none, and keeps the 400 for a chosen other group', async () => {
    const onlyB2c = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.customer_groups = 'b2c' LIMIT 1`)).rows[0].id;
    const unchosen = (await t.get(`/api/v1/products/${onlyB2c}`).expect(200)).body as ProductResponse;
    expect(unchosen.customer_group).toBe('b2c');
    expect((await t.get(`/api/v1/products/${onlyB2c}?customer_group=b2b`).expect(400)).body.code).toBe('offer_only_for_b2c');
    const onlyB2b = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.customer_groups = 'b2b' LIMIT 1`)).rows[0].id;
    expect(((await t.get(`/api/v1/products/${onlyB2b}`).expect(200)).body as ProductResponse).customer_group).toBe('b2b');
    expect((await t.get(`/api/v1/products/${onlyB2b}?customer_type=P`).expect(400)).body.code).toBe('offer_only_for_b2b');
  });

  it('package cards name the Anzahlung of their priced term and the cheapest positive delivery cost', async () => {
    const spec = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.inventory_type = 'pre_ordered' AND cs.customer_groups <> 'b2b' LIMIT 1`)).rows[0];
    const body = (await t.get(`/api/v1/car_specs/${spec.id}/packages?customer_group=b2c&months=36&km_per_year=10000`).expect(200)).body as PackagesResponse;
    expect(body.packages.length).toBeGreaterThan(0);
    for (const item of body.packages) {
      const term = (await t.pool.query(TERM_SQL, [item.id, item.months, item.km_per_year])).rows[0];
      expect(item.downpayment_cents).toBe(Math.round(Number(term.downpayment_cents) * 1.19));
      const delivery = (await t.pool.query('SELECT delivery_by_home_cents, delivery_by_dealer_cents, delivery_by_factory_cents FROM car_specs WHERE id = $1', [item.id])).rows[0];
      const positive = Object.values(delivery).filter((v) => v !== null && Number(v) > 0).map((v) => Math.round(Number(v) * 1.19));
      expect(item.one_time_costs_cents).toBe(positive.length ? Math.min(...positive) : 0);
    }
  });

  it('filters by Anzahlung: "ohne Anzahlung" lists only offers whose terms ask none', async () => {
    const all = await search('b2b');
    const without = await search('b2b', '&range[downpayment_cents][lte]=0');
    expect(without.results.length).toBeGreaterThan(0);
    expect(without.meta.total_count).toBeLessThan(all.meta.total_count);
    for (const offer of without.results) {
      expect(offer.downpayment_cents).toBe(0);
      const withDownpayment = await t.pool.query('SELECT 1 FROM lease_terms WHERE car_spec_id = $1 AND downpayment_cents > 0', [offer.id]);
      expect(withDownpayment.rowCount).toBe(0);
    }
    const upTo = await search('b2c', '&range[downpayment_cents][lte]=300000');
    for (const offer of upTo.results) expect(offer.downpayment_cents).toBeLessThanOrEqual(300000);
  });

  it.each(['range[downpayment_cents][lte]=-1', 'range[downpayment_cents][lte]=abc', 'range[downpayment_cents][lte]=99999999', 'downpayment_cents[min]=500&downpayment_cents[max]=0'])(
    'refuses a bad Anzahlung filter %s with a German 400',
    async (query) => {
      const res = await t.get(`/api/v1/catalog/search_offers?customer_group=b2b&${query}`).expect(400);
      expect(res.body.code).toBe('invalid_parameter');
      expect(res.body.message).toMatch(/downpayment_cents/);
    },
  );

  /** Net → gross as spec 9 rounds it (× 1.19 to the nearest cent), in integers. */
  const toGross = (cents: unknown) => Math.floor((Number(cents) * 119 + 50) / 100);

  /**
   * An offer behind an "ab" rate names the term of exactly that rate (from the database): a lease
   * term of the offer with that group rate, its Anzahlung, the cheapest positive delivery cost,
   * and the factors of that rate.
   */
  async function expectTermsOfRate(offer: OfferListItem, group: CustomerGroup) {
    const gross = (cents: unknown) => (group === 'b2c' ? toGross(cents) : Number(cents));
    const term = (
      await t.pool.query(TERM_SQL, [offer.id, offer.months, offer.km_per_year])
    ).rows[0];
    expect(term).toBeDefined();
    expect(Number(group === 'b2c' ? term.gross_finance_rate_cents : term.finance_rate_cents)).toBe(offer.finance_rate_cents);
    expect(offer.downpayment_cents).toBe(gross(term.downpayment_cents));
    const spec = (await t.pool.query('SELECT delivery_by_home_cents, delivery_by_dealer_cents, delivery_by_factory_cents FROM car_specs WHERE id = $1', [offer.id])).rows[0];
    const positive = Object.values(spec).filter((v) => v !== null && Number(v) > 0).map(gross);
    expect(offer.one_time_costs_cents).toBe(positive.length ? Math.min(...positive) : 0);
    expect(offer.leasing_factor).toBe(lf(offer.finance_rate_cents, offer.list_price_cents));
    const perMonth = offer.finance_rate_cents + (offer.downpayment_cents + offer.one_time_costs_cents) / (offer.months as number);
    expect(offer.total_cost_factor).toBe(Math.round((perMonth / offer.list_price_cents) * 100 * 100) / 100);
  }

  it.each(['b2b', 'b2c'] as const)('homepage brand tiles (%s): the "ab" rate comes with the offer behind it and that rate\'s terms', async (group) => {
    const home = (await t.get(`/api/v1/homepage?customer_group=${group}`).expect(200)).body as HomepageResponse;
    expect(home.manufacturers.length).toBeGreaterThan(0);
    for (const brand of home.manufacturers) {
      const offer = brand.cheapest_offer as OfferListItem;
      expect(offer.manufacturer_id).toBe(brand.id);
      expect(offer.customer_group).toBe(group);
      expect(offer.finance_rate_cents).toBe(group === 'b2c' ? brand.b2c_cheapest_rate_cents : brand.b2b_cheapest_rate_cents);
      await expectTermsOfRate(offer, group);
    }
  });

  it.each(['b2b', 'b2c'] as const)('categories (%s) on the homepage and /categories: each "ab" rate with its offer and terms', async (group) => {
    const home = (await t.get(`/api/v1/homepage?customer_group=${group}`).expect(200)).body as HomepageResponse;
    const { categories } = (await t.get(`/api/v1/categories?customer_group=${group}`).expect(200)).body as CategoriesResponse;
    expect(home.categories).toEqual(categories);
    expect(categories.some((c) => c.offers_count > 0)).toBe(true);
    for (const category of categories) {
      if (category.offers_count === 0) {
        expect(category.cheapest_offer).toBeNull();
        continue;
      }
      const offer = category.cheapest_offer as OfferListItem;
      expect(offer.finance_rate_cents).toBe(category.cheapest_finance_rate_cents);
      expect(category.kind === 'body_type' ? offer.body_type : offer.fuel_type).toBe(category.slug);
      await expectTermsOfRate(offer, group);
    }
  });

  it.each(['b2b', 'b2c'] as const)('the engines page answer (%s) carries the offer behind the series\' "ab" rate and list prices in the group\'s terms', async (group) => {
    const series = (
      await t.pool.query(
        `SELECT s.seo_slug, m.slug AS brand, s.id FROM ${LISTED} JOIN car_series s ON s.id = cs.car_series_id JOIN manufacturers m ON m.id = s.manufacturer_id
          WHERE cs.customer_groups <> $1 LIMIT 1`,
        [group === 'b2c' ? 'b2b' : 'b2c'],
      )
    ).rows[0];
    const detail = (await t.get(`/api/v1/catalog/manufacturers/${series.brand}/car_series/${series.seo_slug}?customer_group=${group}`).expect(200)).body as CarSeriesDetailDto;
    const offer = detail.cheapest_offer as OfferListItem;
    expect(offer.car_series_id).toBe(series.id);
    expect(offer.finance_rate_cents).toBe(detail.cheapest_finance_rate_cents);
    await expectTermsOfRate(offer, group);
    const net = new Map((await t.pool.query('SELECT id, list_price_cents FROM car_models WHERE car_series_id = $1', [series.id])).rows.map((r) => [r.id, Number(r.list_price_cents)]));
    for (const model of detail.car_models) {
      const stored = net.get(model.id) as number;
      expect(model.list_price_cents).toBe(group === 'b2c' ? toGross(stored) : stored);
    }
  });

  it('package pages open in the package\'s own group for a visitor who chose none; a chosen other group keeps the 400', async () => {
    const onlyB2c = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.customer_groups = 'b2c' LIMIT 1`)).rows[0].id;
    const onlyB2b = (await t.pool.query(`SELECT cs.id FROM ${LISTED} WHERE cs.customer_groups = 'b2b' LIMIT 1`)).rows[0].id;
    const asB2c = (await t.get(`/api/v1/car_specs/${onlyB2c}/packages?months=36&km_per_year=10000`).expect(200)).body as PackagesResponse;
    expect(asB2c.customer_group).toBe('b2c');
    const asB2b = (await t.get(`/api/v1/car_specs/${onlyB2b}/packages`).expect(200)).body as PackagesResponse;
    expect(asB2b.customer_group).toBe('b2b');
    const refused = await t.get(`/api/v1/car_specs/${onlyB2c}/packages?customer_type=B`).expect(400);
    expect(refused.body).toMatchObject({ code: 'packages_only_for_b2c', message: 'Leider sind diese Pakete nur für Privatkunden verfügbar.' });
    const refusedB2b = await t.get(`/api/v1/car_specs/${onlyB2b}/packages?customer_group=b2c`).expect(400);
    expect(refusedB2b.body).toMatchObject({ code: 'packages_only_for_b2b', message: 'Leider sind diese Pakete nur für Geschäftskunden verfügbar.' });
    // The packages' prices are the group's: gross for the b2c-only package's model.
    for (const item of asB2c.packages) {
      const stored = (await t.pool.query(TERM_SQL, [item.id, item.months, item.km_per_year])).rows[0];
      expect(item.finance_rate_cents).toBe(Number(stored.gross_finance_rate_cents));
    }
  });
});
