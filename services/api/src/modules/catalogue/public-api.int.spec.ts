import type {
  CarModelResponse,
  CarSeriesDetailDto,
  CarSeriesDto,
  CategoriesResponse,
  FilterCarSeriesGroup,
  FinanceDetailsResponse,
  HomepageResponse,
  HotOffersResponse,
  ManufacturerDto,
  NavigationBarResponse,
  OfferCountResponse,
  PackagesResponse,
  ProductResponse,
  QuoteExtrasResponse,
  OfferListItem,
  CarSeriesListItem,
  SearchOffersResponse,
  TrimLevelDto,
} from '@autoleasing/contracts';
import { BODY_TYPES, FUEL_TYPES, GEAR_TYPES } from '@autoleasing/contracts';
import { startCatalogueTestApp, type CatalogueTestApp } from './test/catalogue-test-app';

describe('catalogue and public API', () => {
  let t: CatalogueTestApp;
  let both: { id: string; car_model_id: string; manufacturer_id: string; car_series_id: string; bank_id: string };
  let onlyB2b: string;
  let onlyB2c: string;
  let brand: string;

  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_public');
    // Listed offers and their prices are the offer-prices projection's (issue 16).
    both = (await t.pool.query(`SELECT cs.*, op.discount_percent, op.cheapest_finance_rate_cents, op.cheapest_gross_finance_rate_cents, op.leasing_factor FROM car_specs cs JOIN offer_prices op ON op.id = cs.id WHERE cs.customer_groups = 'both' ORDER BY cs.seed_ordinal LIMIT 1`)).rows[0];
    onlyB2b = (await t.pool.query(`SELECT id FROM offer_prices WHERE customer_groups = 'b2b' LIMIT 1`)).rows[0].id;
    onlyB2c = (await t.pool.query(`SELECT id FROM offer_prices WHERE customer_groups = 'b2c' LIMIT 1`)).rows[0].id;
    brand = (await t.pool.query('SELECT slug FROM manufacturers WHERE id = $1', [both.manufacturer_id])).rows[0].slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('products/{id}', () => {
    it('answers the car detail with net terms for b2b and gross for b2c', async () => {
      const b2b = (await t.get(`/api/v1/products/${both.id}?customer_group=b2b`).expect(200)).body as ProductResponse;
      const b2c = (await t.get(`/api/v1/products/${both.id}?customer_group=b2c`).expect(200)).body as ProductResponse;
      const term = (await t.pool.query('SELECT lt.*, tp.finance_rate_cents, tp.gross_finance_rate_cents, tp.finance_rate_cents_without_bafa, tp.effective_rate_percent, tp.net_loan_amount_cents, tp.total_amount_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) WHERE lt.car_spec_id = $1 AND lt.months = 36 AND lt.km_per_year = 10000', [both.id])).rows[0];
      const pick = (p: ProductResponse) => p.lease_terms.find((l) => l.months === 36 && l.km_per_year === 10000);
      expect(pick(b2b)?.finance_rate_cents).toBe(Number(term.finance_rate_cents));
      expect(pick(b2c)?.finance_rate_cents).toBe(Number(term.gross_finance_rate_cents));
      expect(b2b.lease_terms).toHaveLength(12);
      expect(b2c.car_spec.list_price_cents).toBeGreaterThan(b2b.car_spec.list_price_cents);
      expect(b2b.car_model.id).toBe(both.car_model_id);
      expect(b2b.car_series.id).toBe(both.car_series_id);
      expect(b2b.quote.id).toBe(both.id);
      expect(b2b.meta.emissions.co2_emission).toBeGreaterThanOrEqual(0);
      expect(typeof b2b.meta.bafa_bonus_available).toBe('boolean');
      expect(typeof b2b.meta.bafa_bonus_uncertain).toBe('boolean');
      expect(b2b.car_spec.bank_name).not.toBe('');
      expect(Object.keys(b2b.car_spec.delivery).every((k) => ['by_home', 'by_dealer', 'by_factory'].includes(k))).toBe(true);
      expect(b2b.meta.similar_cars.every((c) => c.id !== both.id && c.car_series_id === both.car_series_id)).toBe(true);
    });

    it('treats anything but b2c as b2b and answers 400 with the German text to the other group', async () => {
      await t.get(`/api/v1/products/${onlyB2b}?customer_group=whatever`).expect(200);
      const toB2c = await t.get(`/api/v1/products/${onlyB2b}?customer_group=b2c`).expect(400);
      expect(toB2c.body.code).toBe('offer_only_for_b2b');
      expect(toB2c.body.message).toBe('Leider ist dieses Angebot nur für Geschäftskunden verfügbar.');
      // Only a visitor who chose the other group gets the 400; without a choice the offer's group applies (issue 16).
      const toB2b = await t.get(`/api/v1/products/${onlyB2c}?customer_group=b2b`).expect(400);
      expect(toB2b.body.code).toBe('offer_only_for_b2c');
      expect(toB2b.body.message).toBe('Leider ist dieses Angebot nur für Privatkunden verfügbar.');
      await t.get(`/api/v1/products/${onlyB2c}?customer_type=P`).expect(200);
    });

    it('returns last seen cars in the order requested, dropping unknown ids', async () => {
      const ids = (await t.pool.query(`SELECT cs.id FROM car_specs cs JOIN offer_prices op ON op.id = cs.id WHERE cs.customer_groups <> 'b2c' ORDER BY cs.seed_ordinal DESC LIMIT 3`)).rows.map((r) => r.id as string);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const query = [ids[2], unknown, ids[0], ids[1]].map((id) => `last_seen_car_ids[]=${id}`).join('&');
      const body = (await t.get(`/api/v1/products/${both.id}?${query}`).expect(200)).body as ProductResponse;
      expect(body.meta.last_seen.map((c) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
    });

    it('answers 404 for an unknown offer and 400 for a malformed id', async () => {
      expect((await t.get('/api/v1/products/00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('offer_not_found');
      expect((await t.get(`/api/v1/products/${encodeURIComponent("1' OR '1'='1")}`).expect(400)).body.code).toBe('invalid_parameter');
    });
  });

  describe('car pictures (one drawing per body type in the spec’s paint, served by our API)', () => {
    const picture = (bodyType: string, colour: string, view = 'side') => `/api/v1/car_pictures/${bodyType}.svg?color=${colour}&view=${view}&v=1`;

    it('the car detail names its side and front view in the car’s paint, and both are served', async () => {
      const row = (await t.pool.query('SELECT cs.color, cm.body_type FROM car_specs cs JOIN car_models cm ON cm.id = cs.car_model_id WHERE cs.id = $1', [both.id])).rows[0];
      const product = (await t.get(`/api/v1/products/${both.id}?customer_group=b2c`).expect(200)).body as ProductResponse;
      expect(product.car_spec.image_url).toBe(picture(row.body_type, row.color));
      expect(product.car_spec.image_paths).toEqual([picture(row.body_type, row.color), picture(row.body_type, row.color, 'front')]);
      for (const path of product.car_spec.image_paths) {
        const svg = await t.get(path).expect(200);
        expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      }
      for (const offer of [...product.meta.similar_cars, ...product.meta.hot_offers]) expect(offer.image_url).toBe(picture(offer.body_type, offer.color));
    });

    it('every listed offer, car series and body type category carries its picture', async () => {
      const offers = (await t.get('/api/v1/catalog/search_offers?customer_group=b2b&aggregation=level_two&size=50').expect(200)).body as SearchOffersResponse<OfferListItem>;
      expect(offers.results.length).toBeGreaterThan(0);
      const colours = new Map((await t.pool.query('SELECT id, color, body_type FROM car_specs')).rows.map((r) => [r.id, r]));
      for (const offer of offers.results) expect(offer.image_url).toBe(picture(colours.get(offer.id).body_type, colours.get(offer.id).color));

      const series = (await t.get('/api/v1/catalog/search_offers?customer_group=b2b&aggregation=level_one').expect(200)).body as SearchOffersResponse<CarSeriesListItem>;
      expect(series.results.length).toBeGreaterThan(0);
      for (const item of series.results) expect(item.image_url).toBe(picture(item.body_type, 'silver'));

      const home = (await t.get('/api/v1/homepage?customer_group=b2c').expect(200)).body as HomepageResponse;
      for (const offer of [...home.hot_offers, ...home.stock_offers]) expect(offer.image_url).toBe(picture(offer.body_type, offer.color));

      const { categories } = (await t.get('/api/v1/categories?customer_group=b2b').expect(200)).body as CategoriesResponse;
      for (const category of categories) expect(category.image_url).toBe(category.kind === 'body_type' ? picture(category.slug, 'silver') : null);
      await t.get(categories[0].image_url!).expect(200);
    });
  });

  it('finance_details gives the PAngV figures of the chosen term', async () => {
    const body = (await t.get(`/api/v1/car_specs/${both.id}/finance_details?months=48&km=15000&customer_group=b2c`).expect(200)).body as FinanceDetailsResponse;
    const term = (await t.pool.query('SELECT lt.*, tp.finance_rate_cents, tp.gross_finance_rate_cents, tp.finance_rate_cents_without_bafa, tp.effective_rate_percent, tp.net_loan_amount_cents, tp.total_amount_cents FROM lease_terms lt JOIN offer_term_prices tp USING (car_spec_id, months, km_per_year) WHERE lt.car_spec_id = $1 AND lt.months = 48 AND lt.km_per_year = 15000', [both.id])).rows[0];
    const bank = (await t.pool.query('SELECT * FROM banks WHERE id = $1', [both.bank_id])).rows[0];
    expect(body.lease_rate_cents).toBe(Number(term.gross_finance_rate_cents));
    expect(body.runtime).toBe(48);
    expect(body.borrow_rate).toBe(Number(term.sollzins_percent));
    expect(body.annual_percentage_rate).toBe(Number(term.effective_rate_percent));
    expect(body.contract_type).toBe('Kilometerleasingvertrag');
    expect(body.bank_name).toBe(bank.name);
    expect(body.street).toBe(bank.street);
    expect(body.city).toBe(bank.city);
    expect(body.lease_rate_sum).toBeCloseTo(body.downpayment + 48 * body.lease_rate, 2);
    expect(body.net_loan_amount).toBeGreaterThan(0);
    await t.get(`/api/v1/car_specs/${both.id}/finance_details?months=13&km=15000`).expect(400);
    await t.get(`/api/v1/car_specs/${both.id}/finance_details?months=12&km=10000`).expect(404);
    expect((await t.get(`/api/v1/car_specs/${onlyB2b}/finance_details?months=36&km=10000&customer_group=b2c`).expect(400)).body.code).toBe('offer_only_for_b2b');
  });

  it('packages are refused to the other group with the packages text', async () => {
    const body = (await t.get(`/api/v1/car_specs/${both.id}/packages?customer_group=b2b&months=36&km_per_year=10000`).expect(200)).body as PackagesResponse;
    expect(body.car_spec_id).toBe(both.id);
    expect(body.packages.every((p) => p.inventory_type === 'pre_ordered')).toBe(true);
    const refused = await t.get(`/api/v1/car_specs/${onlyB2c}/packages?customer_group=b2b`).expect(400);
    expect(refused.body.message).toBe('Leider sind diese Pakete nur für Privatkunden verfügbar.');
  });

  it('quote extras list the priced logistics options with the cheapest preselected', async () => {
    const body = (await t.get(`/api/v1/quotes/${both.id}/extras`).expect(200)).body as QuoteExtrasResponse;
    expect(body.extras.length).toBeGreaterThan(0);
    const selected = body.extras.filter((e) => e.selected);
    expect(selected).toHaveLength(1);
    expect(selected[0].extra.price_cents).toBe(Math.min(...body.extras.map((e) => e.extra.price_cents)));
  });

  it('homepage, hot offers, navigation bar and categories carry the cache headers of spec 7.3', async () => {
    const home = await t.get(`/api/v1/homepage?customer_group=b2c&last_seen_car_ids[]=${both.id}`).expect(200);
    expect(home.headers['cache-control']).toBe('public, max-age=300');
    const homepage = home.body as HomepageResponse;
    expect(homepage.last_seen.map((o) => o.id)).toEqual([both.id]);
    expect(homepage.manufacturers.length).toBeGreaterThan(0);
    expect(homepage.manufacturers[0]).toHaveProperty('b2b_cheapest_rate_cents');
    expect(homepage.manufacturers[0]).toHaveProperty('b2c_cheapest_rate_cents');
    expect(homepage.hot_offers.every((o) => o.hot_offer && o.customer_group === 'b2c')).toBe(true);

    const hot = await t.get('/api/v1/hot_offers?customer_group=b2b').expect(200);
    expect(hot.headers['cache-control']).toBe('public, max-age=300');
    const hotCount = Number((await t.pool.query(`SELECT count(*) AS n FROM offer_prices WHERE hot_offer AND customer_groups <> 'b2c'`)).rows[0].n);
    expect((hot.body as HotOffersResponse).hot_offers).toHaveLength(Math.min(100, hotCount));

    const nav = await t.get('/api/v1/navigation_bar').expect(200);
    expect(nav.headers['cache-control']).toBe('public, max-age=300');
    const navigation = nav.body as NavigationBarResponse;
    expect(navigation.navbarData.magazine.map((m) => m.slug)).toEqual(['mobilitaet', 'ratgeber', 'autovorstellungen', 'leasing']);
    expect(navigation.navbarData.brands.some((b) => b.slug === brand)).toBe(true);
    // Every page carries this answer: its menus' fields only, no category's cheapest offer.
    expect(Object.keys(navigation.categories[0]).sort()).toEqual(['kind', 'name', 'offers_count', 'seo_path', 'slug']);
    expect(navigation.navbarData.categories).toEqual(navigation.categories);
    expect(Object.keys(navigation.navbarData.hotOffers[0]).sort()).toEqual(
      ['car_series_name', 'downpayment_cents', 'finance_rate_cents', 'id', 'km_per_year', 'manufacturer_display_name', 'manufacturer_name', 'months', 'name', 'one_time_costs_cents'],
    );
    // The stock menu's numbers are exact counts, not the length of a capped list.
    const stockSql = `FROM offer_prices WHERE customer_groups <> 'b2c' AND inventory_type = 'stock'`;
    const stockRow = (await t.pool.query(`SELECT count(*)::int AS n, min(cheapest_finance_rate_cents)::int AS cheapest ${stockSql}`)).rows[0];
    expect(navigation.navbarData.stock).toEqual({ offers_count: stockRow.n, cheapest_finance_rate_cents: stockRow.cheapest });
    for (const budget of navigation.stock_category_budgets) {
      const within = (await t.pool.query(`SELECT count(*)::int AS n ${stockSql} AND cheapest_finance_rate_cents <= $1`, [budget.max_finance_rate_cents])).rows[0].n;
      expect(budget.offers_count).toBe(within);
    }

    const categories = await t.get('/api/v1/categories?customer_group=b2b').expect(200);
    expect(categories.headers['cache-control']).toBe('public, max-age=86400');
    const suv = (categories.body as CategoriesResponse).categories.find((c) => c.slug === 'suv');
    expect(suv?.seo_path).toBe('/leasing/suv');
    expect(suv?.offers_count).toBe(
      Number((await t.pool.query(`SELECT count(*) AS n FROM offer_prices WHERE customer_groups <> 'b2c' AND body_type = 'suv'`)).rows[0].n),
    );
  });

  it('counts offers per body type and per brand', async () => {
    const byBody = (await t.get('/api/v1/catalog/search_offers/count?customer_group=b2c&aggregation_field=body_type').expect(200)).body as OfferCountResponse;
    const expected = (await t.pool.query(`SELECT body_type, count(*)::int AS n FROM offer_prices WHERE customer_groups <> 'b2b' GROUP BY 1`)).rows;
    for (const row of expected) expect(byBody.buckets.find((b) => b.key === row.body_type)?.count).toBe(row.n);
    const byBrand = (await t.get('/api/v1/catalog/search_offers/count?aggregation_field=manufacturer_name_slug&term[fuel_type]=petrol').expect(200)).body as OfferCountResponse;
    expect(byBrand.total_count).toBe(
      Number((await t.pool.query(`SELECT count(*) AS n FROM offer_prices WHERE customer_groups <> 'b2c' AND fuel_type = 'petrol'`)).rows[0].n),
    );
    await t.get('/api/v1/catalog/search_offers/count?aggregation_field=color').expect(400);
  });

  it('lists car series for the filter, brands, series, trim levels and car models', async () => {
    const filter = (await t.get('/api/v1/catalog/search_offers/car_series?customer_group=b2b').expect(200)).body as FilterCarSeriesGroup[];
    expect(filter.some((g) => g.manufacturer_name === brand && g.car_series.length > 0)).toBe(true);
    // Each brand's offers per body, fuel and gear type (the Karosserie, Kraftstoff and Getriebe
    // filters): every split adds up to the brand's series counts, and names only known types.
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, n) => a + n, 0);
    for (const group of filter) {
      const offers = group.car_series.reduce((a, series) => a + series.count, 0);
      expect([sum(group.facets.body_type), sum(group.facets.fuel_type), sum(group.facets.gear_type)]).toEqual([offers, offers, offers]);
    }
    const typesOf = (key: keyof FilterCarSeriesGroup['facets']) => new Set(filter.flatMap((g) => Object.keys(g.facets[key])));
    expect([...typesOf('body_type')].every((t) => (BODY_TYPES as readonly string[]).includes(t))).toBe(true);
    expect([...typesOf('fuel_type')].every((t) => (FUEL_TYPES as readonly string[]).includes(t))).toBe(true);
    expect([...typesOf('gear_type')].every((t) => (GEAR_TYPES as readonly string[]).includes(t))).toBe(true);
    expect(typesOf('fuel_type').size).toBeGreaterThan(1);

    const manufacturers = (await t.get('/api/v1/catalog/manufacturers').expect(200)).body as ManufacturerDto[];
    expect(manufacturers).toHaveLength(45);

    const series = (await t.get(`/api/v1/catalog/manufacturers/${brand}/car_series?customer_group=b2c`).expect(200)).body as CarSeriesDto[];
    const byUuid = (await t.get(`/api/v1/catalog/manufacturers/${both.manufacturer_id}/car_series?customer_group=b2c`).expect(200)).body as CarSeriesDto[];
    expect(byUuid).toEqual(series);
    const mine = series.find((s) => s.id === both.car_series_id) as CarSeriesDto;
    expect(mine.offers_count).toBeGreaterThan(0);

    const trims = (await t.get(`/api/v1/catalog/manufacturers/${brand}/car_series/trim_levels?car_series=${mine.slug}`).expect(200)).body as TrimLevelDto[];
    expect(trims.length).toBeGreaterThan(0);
    expect(trims.every((x) => x.car_series_slug === mine.slug)).toBe(true);

    const detail = (await t.get(`/api/v1/catalog/manufacturers/${brand}/car_series/${mine.slug}`).expect(200)).body as CarSeriesDetailDto;
    expect(detail.car_models.some((m) => m.id === both.car_model_id)).toBe(true);
    await t.get(`/api/v1/catalog/manufacturers/${brand}/car_series/gibt-es-nicht`).expect(404);
    await t.get('/api/v1/catalog/manufacturers/gibt-es-nicht/car_series').expect(404);

    const model = (await t.get(`/api/v1/catalog/car_models/${both.car_model_id}?inventory_type=ordered&include=car_series`).expect(200)).body as CarModelResponse;
    expect(model.car_model.id).toBe(both.car_model_id);
    expect(model.car_series?.id).toBe(both.car_series_id);
    expect(model.car_model.emission_and_consumption_summary.main_engine.co2_emission).toBeGreaterThanOrEqual(0);
    await t.get(`/api/v1/catalog/car_models/${both.car_model_id}?include=dealers`).expect(400);
  });

  describe('bad input never causes a 500', () => {
    const S = '/api/v1/catalog/search_offers';
    it.each([
      [`${S}?colour=red`, 'unknown_parameter'],
      [`${S}?term[body_type]=rocket`, 'invalid_parameter'],
      [`${S}?term[nonsense]=1`, 'unknown_parameter'],
      [`${S}?range[finance_rate_cents][lte]=-5`, 'invalid_parameter'],
      [`${S}?range[finance_rate_cents][gte]=abc`, 'invalid_parameter'],
      [`${S}?horsepower[min]=1e3`, 'invalid_parameter'],
      [`${S}?range[finance_rate_cents][gte]=50000&range[finance_rate_cents][lte]=100`, 'invalid_parameter'],
      [`${S}?page=0`, 'invalid_parameter'],
      [`${S}?page=1000000000`, 'invalid_parameter'],
      [`${S}?size=101`, 'invalid_parameter'],
      [`${S}?sort=${encodeURIComponent('finance_rate_cents; DROP TABLE car_specs; --')}`, 'invalid_parameter'],
      [`${S}?sort_direction=${encodeURIComponent('asc, (SELECT 1)')}`, 'invalid_parameter'],
      [`${S}?term[manufacturer_name]=${encodeURIComponent("bmw' OR '1'='1")}`, 'invalid_parameter'],
      [`${S}?car_series=${'a'.repeat(300)}`, 'invalid_parameter'],
      [`${S}?customer_group=${encodeURIComponent("b2b'--")}`, 'invalid_customer_group'],
      [`${S}?term[quote_customer_group]=b2c&customer_group=b2b`, 'invalid_parameter'],
      [`${S}?aggregation=level_three`, 'invalid_parameter'],
      [`/api/v1/catalog/manufacturers/${encodeURIComponent("vw'; SELECT pg_sleep(5); --")}/car_series`, 'invalid_parameter'],
      [`/api/v1/catalog/manufacturers/${'x'.repeat(90)}/car_series`, 'invalid_parameter'],
      [`/api/v1/homepage?last_seen_car_ids[]=${encodeURIComponent("' OR 1=1 --")}`, 'invalid_parameter'],
      [`/api/v1/categories?customer_group=xyz`, 'invalid_customer_group'],
    ])('%s → 400 %s', async (path, code) => {
      const res = await t.get(path).expect(400);
      expect(res.body.code).toBe(code);
      expect(typeof res.body.message).toBe('string');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('a path segment beyond the router limit gets the framework 414 with a German body', async () => {
      const res = await t.get(`/api/v1/catalog/manufacturers/${'x'.repeat(600)}/car_series`).expect(414);
      expect(res.body.code).toBe('uri_too_long');
      expect(res.body.message).toBe('Die Adresse ist zu lang.');
    });

    it('a valid slug that names nothing gives an empty result, and the tables are intact', async () => {
      const body = (await t.get(`${S}?car_series=gibt-es-nicht`).expect(200)).body;
      expect(body.meta.total_count).toBe(0);
      expect(Number((await t.pool.query('SELECT count(*) AS n FROM car_specs')).rows[0].n)).toBe(50);
    });
  });
});
