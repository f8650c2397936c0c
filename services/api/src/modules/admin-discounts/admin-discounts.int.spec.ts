import type { DiscountAuditResponse, DiscountComparisonResponse, DiscountOverviewResponse } from '@autoleasing/contracts';
import { discountTableStreamId } from '@autoleasing/domain';
import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, discountComparisonProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { httpSpec } from '../../../test/http-spec';
import { EVENT_STORE } from '../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * Admin discounts (issue 8) against the real app, PostgreSQL, event store and both projections:
 * the Admin acts for three dealers of one brand through the dealer area, then compares them,
 * pages the overview and finds the edits in the audit explorer and its CSV with both identities.
 */
describe('admin discounts API', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  let adminToken: string;
  let dealerToken: string;
  let adminUserId: string;
  let dealers: string[];
  let bankId: string;
  let manufacturerId: string;
  let models: { id: string; name: string; car_series_id: string }[];

  beforeAll(async () => {
    t = await startApiTestApp('admin_discounts');
    pool = poolOf(t);
    // The dealer table's own rules are tested from empty tables: no seed discount import.
    await seedDemoUsers(pool, { discountImport: false });
    runner = new ProjectionRunner({
      pool,
      eventStore: t.app.get<symbol, EventStore>(EVENT_STORE),
      projections: [dealerDiscountsProjection, discountComparisonProjection],
      lockRetryMs: 200,
      log: () => undefined,
    });
    runner.start();
    adminToken = await login(t, DEMO.Admin);
    dealerToken = await login(t, DEMO.Dealer);
    adminUserId = (await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.Admin])).rows[0].id;
    manufacturerId = (await pool.query<{ id: string }>(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
    // Three vw dealers and a bank each of them finances with (or any bank for a dealer without offers).
    const found = await pool.query<{ dealer_id: string; bank_id: string }>(
      `SELECT d.id AS dealer_id, b.id AS bank_id FROM dealers d CROSS JOIN banks b
        WHERE 'vw' = ANY(d.brand_slugs)
          AND (EXISTS (SELECT 1 FROM car_specs c WHERE c.dealer_id = d.id AND c.bank_id = b.id) OR NOT EXISTS (SELECT 1 FROM car_specs c WHERE c.dealer_id = d.id))
        ORDER BY b.name, d.name`,
    );
    const byBank = new Map<string, string[]>();
    for (const r of found.rows) byBank.set(r.bank_id, [...(byBank.get(r.bank_id) ?? []), r.dealer_id]);
    const [bank, ids] = [...byBank.entries()].find(([, list]) => list.length >= 3)!;
    bankId = bank;
    dealers = ids.slice(0, 3);
    models = (await pool.query(`SELECT cm.id, cm.name, cm.car_series_id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id WHERE cm.manufacturer_id = $1 ORDER BY cs.name, cm.name, cm.id LIMIT 3`, [manufacturerId])).rows;
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const get = (path: string, token = adminToken) => http(t).get(path).set('authorization', `Bearer ${token}`);
  const row = (carModelId: string, base: number, overrides: object = {}) => ({ car_model_id: carModelId, base_discount: base, available: true, delivery_time: '2_to_3_months', factory_delivery_cents: 89000, ...overrides });
  /** The Admin's save of a dealer's b2b table, on the revision the table has now. */
  const saveRequest = async (dealerId: string, discounts: object[]) => {
    const current = await get(`/api/v1/dealers/${dealerId}/discounts?customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}`).expect(200);
    return () =>
      http(t)
        .post(`/api/v1/dealers/${dealerId}/discounts`)
        .set('authorization', `Bearer ${adminToken}`)
        .send({ customer_group: 'b2b', bank_id: bankId, manufacturer_id: manufacturerId, revision: current.body.revision, discounts });
  };
  const saveFor = async (dealerId: string, discounts: object[]) => (await saveRequest(dealerId, discounts))().expect(200);

  let beforeEdits: string;

  it('lists every dealer with full_name for the Admin only', async () => {
    const response = await get('/api/v1/users/dealers').expect(200);
    const count = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM dealers')).rows[0].n;
    expect(response.body.dealers).toHaveLength(count);
    expect(response.body.dealers[0]).toEqual({ id: expect.any(String), full_name: expect.stringMatching(/.+, .+/), slug: expect.any(String), city: expect.any(String), brand_slugs: expect.any(Array) });
    await get('/api/v1/users/dealers', dealerToken).expect(403);
    await http(t).get('/api/v1/users/dealers').expect(401);
  });

  it("lists the audit filter's users with role and e-mail, for the Admin only", async () => {
    const response = await get('/api/v1/admin/discount_audit/users').expect(200);
    expect(response.body.users).toContainEqual({ id: adminUserId, name: 'Anton Admin', role: 'Admin', email: DEMO.Admin });
    expect(response.body.users.map((u: { role: string }) => u.role)).not.toContain('Customer');
    await get('/api/v1/admin/discount_audit/users', dealerToken).expect(403);
  });

  it('acts for three dealers: every event carries the Admin and the dealer acted for', async () => {
    beforeEdits = new Date().toISOString();
    const [m1, m2, m3] = models;
    const actFor = async (dealerId: string, discounts: object[]) => {
      const stream = discountTableStreamId({ dealerId, customerGroup: 'b2b', bankId, manufacturerId });
      await httpSpec(t)
        .when(await saveRequest(dealerId, discounts))
        .then({ status: 200 }, { [stream]: [{ type: 'DiscountCellsEdited', data: { reason: 'save' }, actor: { userId: adminUserId, role: 'Admin', actingForDealerId: dealerId } }] });
    };
    await actFor(dealers[0], [row(m1.id, 10), row(m2.id, 5), row(m3.id, 9, { available: false })]);
    await actFor(dealers[1], [row(m1.id, 12, { additional_discounts: [1.5] }), row(m2.id, 6)]);
    await actFor(dealers[2], [row(m1.id, 8)]);
    for (const dealerId of dealers) {
      const events = await t.app.get<symbol, EventStore>(EVENT_STORE).readStream(discountTableStreamId({ dealerId, customerGroup: 'b2b', bankId, manufacturerId }));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(event.metadata.actor).toEqual({ userId: adminUserId, role: 'Admin', actingForDealerId: dealerId });
    }
  });

  it('offers the brands, banks, dealers and car series to compare', async () => {
    const options = await get('/api/v1/comparison/options/manufacturers_and_banks').expect(200);
    expect(options.body.manufacturers).toEqual([{ id: manufacturerId, name: expect.any(String), slug: 'vw' }]);
    expect(options.body.banks).toEqual([{ id: bankId, name: expect.any(String) }]);
    const dealerOptions = await get(`/api/v1/comparison/options/dealers?bank_id=${bankId}&manufacturer_id=${manufacturerId}`).expect(200);
    expect(dealerOptions.body.dealers.map((d: { id: string }) => d.id).sort()).toEqual([...dealers].sort());
    expect(dealerOptions.body.dealers[0].full_name).toMatch(/, /);
    const series = await get(`/api/v1/comparison/options/car_series?manufacturer_id=${manufacturerId}`).expect(200);
    expect(series.body.car_series.map((s: { id: string }) => s.id)).toContain(models[0].car_series_id);
    await get('/api/v1/comparison/options/car_series').expect(400);
    const carModels = await get(`/api/v1/comparison/options/car_models?manufacturer_id=${manufacturerId}&car_series_id=${models[0].car_series_id}`).expect(200);
    expect(carModels.body.car_models.map((m: { id: string }) => m.id)).toContain(models[0].id);
  });

  it('compares the three dealers per model: side by side, min / max / median over available rows, the best dealer', async () => {
    const response = await get(`/api/v1/comparison?brand_id=${manufacturerId}&bank_id=${bankId}&customer_group=b2b&dealer_ids=${dealers.join(',')}`).expect(200);
    const body = response.body as DiscountComparisonResponse;
    expect(body.dealers.map((d) => d.id)).toEqual(dealers);
    expect(body.total_count).toBe(3);
    expect(body.page_count).toBe(1);
    const [m1, m2, m3] = models.map((m) => body.models.find((x) => x.car_model_id === m.id)!);
    expect(m1.discounts).toEqual({
      [dealers[0]]: { base_discount: 10, discount_sum: 10, state: 'available' },
      [dealers[1]]: { base_discount: 12, discount_sum: 13.5, state: 'available' },
      [dealers[2]]: { base_discount: 8, discount_sum: 8, state: 'available' },
    });
    expect(m1).toMatchObject({ min: 8, max: 13.5, median: 10, best_dealer_id: dealers[1] });
    expect(m2).toMatchObject({ min: 5, max: 6, median: 5.5, best_dealer_id: dealers[1] });
    expect(m2.discounts[dealers[2]]).toBeNull();
    // Switched off: shown, but not compared.
    expect(m3.discounts[dealers[0]]).toMatchObject({ state: 'unavailable' });
    expect(m3).toMatchObject({ min: null, max: null, median: null, best_dealer_id: null });
    const bySeries = await get(`/api/v1/comparison?manufacturer_id=${manufacturerId}&bank_id=${bankId}&car_series_id=${models[0].car_series_id}`).expect(200);
    expect(bySeries.body.models.every((m: { car_model_id: string }) => models.some((x) => x.id === m.car_model_id && x.car_series_id === models[0].car_series_id))).toBe(true);
    await get(`/api/v1/comparison?manufacturer_id=${manufacturerId}`).expect(400);
    await get(`/api/v1/comparison?manufacturer_id=${manufacturerId}&bank_id=${bankId}&dealer_ids=00000000-0000-4000-8000-000000000000`).expect(404);
    await get(`/api/v1/comparison?manufacturer_id=${manufacturerId}&bank_id=${bankId}`, dealerToken).expect(403);
  });

  it('pages the overview 10 per page with page_count = ceil(total / 10) and filters by dealer, state and series', async () => {
    // Like the dealer's own table, each filled table lists every car model of its brand; models
    // without a row are data_missing (issue 16: status counts and filter agree with the dealer table).
    const brandModels = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM car_models WHERE manufacturer_id = $1', [manufacturerId])).rows[0].n;
    const total = 3 * brandModels;
    const page1 = (await get('/api/v1/discounts/overview').expect(200)).body as DiscountOverviewResponse;
    expect(page1).toMatchObject({ total_count: total, page: 1, per_page: 10, page_count: Math.ceil(total / 10) });
    expect(page1.discounts[0]).toMatchObject({ dealer_full_name: expect.any(String), bank_name: expect.any(String), manufacturer_name: expect.any(String), car_model_name: expect.any(String) });
    const byDealer = (await get(`/api/v1/discounts/overview?dealer_id=${dealers[0]}`).expect(200)).body as DiscountOverviewResponse;
    expect(byDealer.total_count).toBe(brandModels);
    expect(byDealer.discounts.every((d) => d.dealer_id === dealers[0])).toBe(true);
    const unavailable = (await get('/api/v1/discounts/overview?state=unavailable').expect(200)).body as DiscountOverviewResponse;
    expect(unavailable.discounts.map((d) => [d.dealer_id, d.car_model_id])).toEqual([[dealers[0], models[2].id]]);
    const available = (await get('/api/v1/discounts/overview?state=available').expect(200)).body as DiscountOverviewResponse;
    expect(available.total_count).toBe(5);
    // The same count of incomplete rows as the dealer's own table shows, per dealer.
    for (const dealerId of dealers) {
      const overview = (await get(`/api/v1/discounts/overview?dealer_id=${dealerId}&state=data_missing`).expect(200)).body as DiscountOverviewResponse;
      const table = (await get(`/api/v1/dealers/${dealerId}/discounts?customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}&state=data_missing`).expect(200)).body;
      expect(overview.total_count).toBe(table.total_count);
      expect(overview.discounts.every((d) => d.state === 'data_missing' && (d.updated_at === null || typeof d.updated_at === 'string'))).toBe(true);
    }
    const beyond = (await get(`/api/v1/discounts/overview?page=${page1.page_count + 1}`).expect(200)).body as DiscountOverviewResponse;
    expect(beyond.discounts).toEqual([]);
    // 25 more rows for one dealer: still one entry per model and table, 25 fewer incomplete.
    const missingBefore = ((await get('/api/v1/discounts/overview?state=data_missing').expect(200)).body as DiscountOverviewResponse).total_count;
    const more = (await pool.query<{ id: string }>(`SELECT id FROM car_models WHERE manufacturer_id = $1 ORDER BY id LIMIT 40`, [manufacturerId])).rows.filter((m) => !models.some((x) => x.id === m.id)).slice(0, 25);
    await saveFor(dealers[2], more.map((m) => row(m.id, 7)));
    const last = (await get(`/api/v1/discounts/overview?page=${page1.page_count}`).expect(200)).body as DiscountOverviewResponse;
    expect(last).toMatchObject({ total_count: total, page_count: page1.page_count });
    expect(last.discounts).toHaveLength(total - 10 * (page1.page_count - 1));
    expect(((await get('/api/v1/discounts/overview?state=data_missing').expect(200)).body as DiscountOverviewResponse).total_count).toBe(missingBefore - 25);
    await get('/api/v1/discounts/overview?state=gut').expect(400);
    await get('/api/v1/discounts/overview?per_page=100').expect(400);
  });

  it('finds the edits in the audit explorer with both identities, old → new and a link to the table at that moment', async () => {
    const response = await get(`/api/v1/admin/discount_audit?dealer_id=${dealers[1]}&car_model_id=${models[0].id}&field=base_discount`).expect(200);
    const body = response.body as DiscountAuditResponse;
    expect(body.total_count).toBe(1);
    expect(body.total_is_lower_bound).toBe(false);
    const entry = body.entries[0];
    expect(entry).toMatchObject({
      kind: 'edit',
      dealer_id: dealers[1],
      dealer_full_name: expect.stringMatching(/, /),
      customer_group: 'b2b',
      bank_id: bankId,
      manufacturer_id: manufacturerId,
      car_model_id: models[0].id,
      car_model_name: models[0].name,
      field: 'base_discount',
      field_label: 'Basisnachlass',
      old_value: null,
      new_value: 12,
      user_id: adminUserId,
      user_name: 'Anton Admin',
      role: 'Admin',
      acting_for_dealer_id: dealers[1],
    });
    expect(entry.table_url).toBe(
      `/dealer/discount?dealer_id=${dealers[1]}&customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}&as_of=${encodeURIComponent(entry.occurred_at)}`,
    );
    // That link's table shows the value as it was then.
    const then = await get(`/api/v1/dealers/${dealers[1]}/discounts?customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}&as_of=${encodeURIComponent(entry.occurred_at)}`).expect(200);
    expect(then.body.discounts.find((r: { car_model_id: string }) => r.car_model_id === models[0].id)).toMatchObject({ base_discount: 12 });

    const all = (await get(`/api/v1/admin/discount_audit?user_id=${adminUserId}&from=${encodeURIComponent(beforeEdits)}`).expect(200)).body as DiscountAuditResponse;
    expect(all.per_page).toBe(50);
    expect(all.total_count).toBeGreaterThan(50);
    expect(all.page_count).toBe(Math.ceil(all.total_count / 50));
    const times = all.entries.map((e) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    const byBrandBankGroup = (await get(`/api/v1/admin/discount_audit?manufacturer_id=${manufacturerId}&bank_id=${bankId}&customer_group=b2c`).expect(200)).body as DiscountAuditResponse;
    expect(byBrandBankGroup.total_count).toBe(0);
    const future = (await get(`/api/v1/admin/discount_audit?from=2099-01-01T00:00:00Z`).expect(200)).body as DiscountAuditResponse;
    expect(future.entries).toEqual([]);
    await get('/api/v1/admin/discount_audit?field=farbe').expect(400);
    await get('/api/v1/admin/discount_audit?from=2026-11-22&to=2026-11-21').expect(400);
    await get('/api/v1/admin/discount_audit?page=21').expect(400);
    await get('/api/v1/admin/discount_audit', dealerToken).expect(403);
  });

  it('streams the CSV: attachment, UTF-8 with BOM, German headers and values, semicolons, the same filters', async () => {
    const response = await get(`/api/v1/admin/discount_audit.csv?dealer_id=${dealers[1]}&field=additional_discounts_0`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="rabatt-aenderungen-\d{8}-\d{6}\.csv"$/);
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0].split(';').slice(0, 4)).toEqual(['Zeitpunkt', 'Händler', 'Händler-ID', 'Kundengruppe']);
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(';');
    expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells[2]).toBe(dealers[1]);
    expect(cells.slice(8, 11)).toEqual(['Zusatznachlass 1', '', '1,50']);
    expect(cells[12]).toBe('Anton Admin');
    expect(cells[13]).toBe(adminUserId);
    expect(cells[14]).toBe('Admin');
    expect(cells[15]).toBe(dealers[1]);
    await get('/api/v1/admin/discount_audit.csv', dealerToken).expect(403);
  });
});
