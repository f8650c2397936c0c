import { randomUUID } from 'node:crypto';
import type { DiscountTableResponse } from '@autoleasing/contracts';
import { discountLayoutStreamId, discountTableStreamId } from '@autoleasing/domain';
import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { httpSpec, type GivenEvent } from '../../../test/http-spec';
import { EVENT_STORE } from '../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * The dealer area against the real app, PostgreSQL, event store and the dealer-discounts
 * projection running beside it (read-your-writes): every endpoint of spec 7.1 but the jobs,
 * the validation matrix of 5.4, merges and conflicts, layouts, history and dealer isolation.
 */
describe('dealer discounts API', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  let dealerToken: string;
  let adminToken: string;
  let customerToken: string;
  let dealerId: string;
  let otherDealerId: string;
  let dealerUserId: string;
  let adminUserId: string;
  let bankId: string;
  let otherBankId: string | undefined;
  let manufacturerId: string;
  let carModels: { id: string; name: string; fuel_type: string }[];

  beforeAll(async () => {
    t = await startApiTestApp('dealer_discounts');
    pool = poolOf(t);
    // The dealer table's own rules are tested from empty tables: no seed discount import.
    await seedDemoUsers(pool, { discountImport: false });
    runner = new ProjectionRunner({
      pool,
      eventStore: t.app.get<symbol, EventStore>(EVENT_STORE),
      projections: [dealerDiscountsProjection],
      lockRetryMs: 200,
      log: () => undefined,
    });
    runner.start();
    dealerToken = await login(t, DEMO.Dealer);
    adminToken = await login(t, DEMO.Admin);
    customerToken = await login(t, DEMO.b2c);
    const users = await pool.query<{ id: string; email: string; dealer_id: string | null }>('SELECT id, email, dealer_id FROM users WHERE email = ANY($1)', [[DEMO.Dealer, DEMO.Admin]]);
    const dealerUser = users.rows.find((u) => u.email === DEMO.Dealer)!;
    dealerId = dealerUser.dealer_id!;
    dealerUserId = dealerUser.id;
    adminUserId = users.rows.find((u) => u.email === DEMO.Admin)!.id;
    otherDealerId = (await pool.query<{ id: string }>('SELECT id FROM dealers WHERE id <> $1 ORDER BY id LIMIT 1', [dealerId])).rows[0].id;
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const get = (path: string, token = dealerToken) => http(t).get(path).set('authorization', `Bearer ${token}`);
  const post = (path: string, body: object, token = dealerToken) => http(t).post(path).set('authorization', `Bearer ${token}`).send(body);
  const patch = (path: string, body: object, token = dealerToken) => http(t).patch(path).set('authorization', `Bearer ${token}`).send(body);
  const base = () => `/api/v1/dealers/${dealerId}`;
  const scope = () => ({ customer_group: 'b2b', bank_id: bankId, manufacturer_id: manufacturerId });
  const scopeQuery = () => `customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}`;
  const table = async (extra = '', token = dealerToken): Promise<DiscountTableResponse> => (await get(`${base()}/discounts?${scopeQuery()}${extra}`, token).expect(200)).body;
  /**
   * The page once `check` holds, or the last one after 5 s. A catalogue row written by SQL reaches
   * the api's caches by NOTIFY, a few milliseconds after the commit (CatalogueVersion).
   */
  const eventually = async (check: (page: DiscountTableResponse) => boolean): Promise<DiscountTableResponse> => {
    const until = Date.now() + 5000;
    for (;;) {
      const page = await table();
      if (check(page) || Date.now() > until) return page;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const complete = (carModelId: string, overrides: object = {}) => ({
    car_model_id: carModelId,
    base_discount: 12.5,
    available: true,
    delivery_time: '2_to_3_months',
    factory_delivery_cents: 89000,
    ...overrides,
  });
  const save = (discounts: object[], revision: number, token = dealerToken) => post(`${base()}/discounts`, { ...scope(), revision, discounts }, token);
  /** The b2b table's event stream of a dealer (default: the logged-in dealer's). */
  const tableStream = (id = dealerId) => discountTableStreamId({ dealerId: id, customerGroup: 'b2b', bankId, manufacturerId });

  it('lists the dealer’s banks and brands (the main criteria)', async () => {
    const banks = await get(`${base()}/banks`).expect(200);
    expect(banks.body.banks.length).toBeGreaterThan(0);
    expect(banks.body.banks[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    bankId = banks.body.banks[0].id;
    otherBankId = banks.body.banks[1]?.id;
    const manufacturers = await get(`${base()}/manufacturers`).expect(200);
    const vw = manufacturers.body.manufacturers.find((m: { slug_name: string }) => m.slug_name === 'vw');
    expect(vw).toEqual({ id: expect.any(String), slug_name: 'vw', name: expect.any(String) });
    manufacturerId = vw.id;
    carModels = (
      await pool.query(
        `SELECT cm.id, cm.name, cm.fuel_type FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id WHERE cm.manufacturer_id = $1 ORDER BY cs.name, cm.name, cm.id`,
        [manufacturerId],
      )
    ).rows;
    expect(carModels.length).toBeGreaterThan(20);
  });

  it('shows every car model of the brand, 20 per page, as data_missing before any discount', async () => {
    const page1 = await table();
    expect(page1.total_count).toBe(carModels.length);
    expect(page1.page_count).toBe(Math.ceil(carModels.length / 20));
    expect(page1.discounts).toHaveLength(20);
    expect(page1.discounts.map((r) => r.car_model_id)).toEqual(carModels.slice(0, 20).map((c) => c.id));
    expect(page1.revision).toBe(-1);
    expect(page1.number_additional_discounts).toBe(1);
    expect(page1.collected_discount_labels).toEqual(['Mindestnachlass']);
    expect(page1.discounts[0]).toMatchObject({
      state: 'data_missing',
      available: false,
      confirmed: false,
      base_discount: null,
      additional_discounts: [null],
      collected_discounts: [null],
      discount_sum: 0,
      dealer_id: dealerId,
      user_id: null,
    });
    expect(page1.available_filters.fuel_type.length).toBeGreaterThan(0);
    expect(page1.as_of).toBeNull();
    const page2 = await table('&page=2');
    expect(page2.discounts[0].car_model_id).toBe(carModels[20].id);
  });

  /** Just before the first save: `as_of` shows the table without it. */
  let savedAt: string;
  let revisionAfterFirstSave: number;

  it('saves edited cells, counts them, and the next read shows them (read-your-writes)', async () => {
    const [a, b, c] = carModels;
    const response = await httpSpec(t)
      .when(() =>
        save(
          [
            complete(a.id, { additional_discounts: [2.25], collected_discounts: [1], order_absolute_bonus_cents: 50000 }),
            complete(b.id, { available: false, factory_delivery_cents: null, dealer_delivery_cents: 49900 }),
            complete(c.id, { confirmed: true }),
          ],
          -1,
        ),
      )
      // a: 4 + additional + collected + bonus = 7; b: 5 cells (available false→false is no change); c: 4 + confirm.
      .then(
        { status: 200, body: { edited_cells: 7 + 4 + 5, merged_cells: 0, revision: 1 } },
        { [tableStream()]: [{ type: 'DiscountCellsEdited', data: { reason: 'save' } }, { type: 'DiscountRowsConfirmed', data: { carModelIds: [c.id] } }] },
      );
    // The moment just before the save's event (its rows' updated_at): the table as it was then is empty.
    savedAt = new Date(Date.parse(response.body.discounts[0].updated_at) - 1).toISOString();
    revisionAfterFirstSave = response.body.revision;
    const rowA = response.body.discounts.find((r: { car_model_id: string }) => r.car_model_id === a.id);
    expect(rowA).toMatchObject({
      base_discount: 12.5,
      additional_discounts: [2.25],
      collected_discounts: [1],
      discount_sum: 15.75,
      order_absolute_bonus_cents: 50000,
      state: 'available',
      available: true,
      user_id: dealerUserId,
      user_name: 'Hanna Händler',
    });
    const page = await table();
    expect(page.revision).toBe(1);
    const byId = new Map(page.discounts.map((r) => [r.car_model_id, r]));
    expect(byId.get(b.id)).toMatchObject({ state: 'unavailable', dealer_delivery_cents: 49900, factory_delivery_cents: null });
    expect(byId.get(c.id)).toMatchObject({ state: 'available', confirmed: true });
    expect(byId.get(carModels[3].id)).toMatchObject({ state: 'data_missing', base_discount: null });
  });

  it('filters by state, fuel and search, and counts the filtered rows', async () => {
    const available = await table('&state=available');
    expect(available.total_count).toBe(2);
    expect(available.discounts.map((r) => r.car_model_id).sort()).toEqual([carModels[0].id, carModels[2].id].sort());
    const missing = await table('&state=data_missing,unavailable');
    expect(missing.total_count).toBe(carModels.length - 2);
    const fuel = carModels[0].fuel_type;
    const byFuel = await table(`&fuel_type=${fuel}`);
    expect(byFuel.total_count).toBe(carModels.filter((m) => m.fuel_type === fuel).length);
    expect(byFuel.discounts.every((r) => r.fuel_type === fuel)).toBe(true);
    const search = await table(`&search=${encodeURIComponent(carModels[0].name)}`);
    expect(search.discounts.map((r) => r.car_model_id)).toContain(carModels[0].id);
    expect(search.total_count).toBeLessThan(carModels.length);
    await get(`${base()}/discounts?${scopeQuery()}&fuel_type=kerosin`).expect(400);
    await get(`${base()}/discounts?${scopeQuery()}&colour=red`).expect(400);
    await get(`${base()}/discounts?${scopeQuery()}&include=everything`).expect(400);
  });

  describe('validation of spec 5.4: 422 per cell, nothing stored', () => {
    const cases: [string, object, string, string][] = [
      ['base_discount required', { base_discount: null }, 'base_discount', 'required'],
      ['base_discount above 99.99', { base_discount: 100 }, 'base_discount', 'out_of_range'],
      ['base_discount below 0', { base_discount: -1 }, 'base_discount', 'out_of_range'],
      ['base_discount not a number', { base_discount: 'viel' }, 'base_discount', 'not_a_number'],
      ['additional above 99.99', { additional_discounts: [150] }, 'additional_discounts_0', 'out_of_range'],
      ['additional below 0', { additional_discounts: [-0.01] }, 'additional_discounts_0', 'out_of_range'],
      ['additional beyond the layout', { additional_discounts: [1, 2] }, 'additional_discounts_1', 'unknown_column'],
      ['collected below 0', { collected_discounts: [-1] }, 'collected_discounts_0', 'out_of_range'],
      ['order bonus below 0', { order_absolute_bonus_cents: -1 }, 'order_absolute_bonus_cents', 'out_of_range'],
      ['order bonus step 0.01 €', { order_absolute_bonus_cents: 10.5 }, 'order_absolute_bonus_cents', 'step'],
      ['stock bonus below 0', { stock_absolute_bonus_cents: -5 }, 'stock_absolute_bonus_cents', 'out_of_range'],
      ['stock offset below -99.99', { stock_discount_offset: -100 }, 'stock_discount_offset', 'out_of_range'],
      ['stock offset above 99.99', { stock_discount_offset: 100 }, 'stock_discount_offset', 'out_of_range'],
      ['factory delivery below 0', { factory_delivery_cents: -1 }, 'factory_delivery_cents', 'out_of_range'],
      ['dealer delivery below 0', { dealer_delivery_cents: -1 }, 'dealer_delivery_cents', 'out_of_range'],
      ['both deliveries empty', { factory_delivery_cents: null, dealer_delivery_cents: null }, 'dealer_delivery_cents', 'required'],
      ['delivery_time required', { delivery_time: null }, 'delivery_time', 'required'],
      ['delivery_time unknown', { delivery_time: 'morgen' }, 'delivery_time', 'invalid_choice'],
      ['available not a flag', { available: 'ja' }, 'available', 'not_a_boolean'],
    ];

    it.each(cases)('%s', async (_name, overrides, field, code) => {
      const id = carModels[5].id;
      await httpSpec(t)
        .when(() => save([complete(carModels[4].id, { base_discount: 3 }), complete(id, overrides)], revisionAfterFirstSave))
        .then(
          { status: 422, body: { code: 'discount_validation_failed', message: expect.any(String), details: expect.arrayContaining([{ field: `${id}.${field}`, code, message: expect.any(String) }]) } },
          { [tableStream()]: [] },
        );
      // Nothing stored, not even the valid row.
      const page = await table();
      expect(page.revision).toBe(revisionAfterFirstSave);
      expect(page.discounts.find((r) => r.car_model_id === carModels[4].id)?.base_discount).toBeNull();
    });

    it('refuses car models of another brand and malformed bodies', async () => {
      const foreign = (await pool.query<{ id: string }>('SELECT id FROM car_models WHERE manufacturer_id <> $1 LIMIT 1', [manufacturerId])).rows[0].id;
      const response = await httpSpec(t).when(() => save([complete(foreign)], revisionAfterFirstSave)).then({ status: 422 }, { [tableStream()]: [] });
      expect(response.body.details).toEqual([{ field: `${foreign}.car_model_id`, code: 'unknown_car_model', message: expect.any(String) }]);
      await post(`${base()}/discounts`, { ...scope(), discounts: [] }).expect(400);
      await post(`${base()}/discounts`, { ...scope(), revision: 0, discounts: [{ car_model_id: 'x' }] }).expect(400);
      await post(`${base()}/discounts`, { ...scope(), revision: 0, discounts: [], price: 1 }).expect(400);
    });

    it('turns empty numeric cells into null and empty bonus, collected, bafa and available into 0/false', async () => {
      const id = carModels[6].id;
      const response = await save(
        [complete(id, { order_absolute_bonus_cents: null, stock_absolute_bonus_cents: '', collected_discounts: [null], bafa_manufacturer_included: null, stock_discount_offset: '' })],
        revisionAfterFirstSave,
      ).expect(200);
      const row = response.body.discounts[0];
      expect(row).toMatchObject({ order_absolute_bonus_cents: 0, stock_absolute_bonus_cents: 0, collected_discounts: [0], bafa_manufacturer_included: false, stock_discount_offset: null });
      revisionAfterFirstSave = response.body.revision;
    });
  });

  describe('no lost edits', () => {
    it('merges a save made on an older revision with others’ changes to other cells', async () => {
      const [a] = carModels;
      const current = await table();
      // The Admin (acting for the dealer) changes a's base discount.
      await save([{ car_model_id: a.id, base_discount: 14 }], current.revision, adminToken).expect(200);
      // The dealer, still on the old revision, changes a's delivery time only (sending the row's old base).
      const merged = await httpSpec(t)
        .when(() => save([{ car_model_id: a.id, base_discount: 12.5, delivery_time: '4_to_6_weeks' }], current.revision))
        .then(
          { status: 200, body: { edited_cells: 1, merged_cells: 1 } },
          { [tableStream()]: [{ type: 'DiscountCellsEdited', data: { reason: 'save' }, actor: { userId: dealerUserId, role: 'Dealer' } }] },
        );
      expect(merged.body.discounts[0]).toMatchObject({ base_discount: 14, delivery_time: '4_to_6_weeks' });
      // Who changed each cell last: the Admin the base discount, the dealer the delivery time.
      expect(merged.body.discounts[0].cell_editors).toMatchObject({
        base_discount: { user_id: adminUserId, user_name: 'Anton Admin', role: 'Admin', acting_admin_id: adminUserId, changed_at: expect.any(String) },
        delivery_time: { user_id: dealerUserId, user_name: 'Hanna Händler', role: 'Dealer', acting_admin_id: null },
      });
      // A table page names them only on request: the table shows a cell's history on demand.
      const rowOf = (page: DiscountTableResponse) => page.discounts.find((r) => r.car_model_id === a.id)!;
      expect(rowOf(await table())).not.toHaveProperty('cell_editors');
      expect(rowOf(await table('&include=cell_editors')).cell_editors).toEqual(merged.body.discounts[0].cell_editors);
      expect(rowOf(await table())).toMatchObject({ user_id: dealerUserId, user_name: 'Hanna Händler' });
    });

    it('answers 409 with the conflicting cells, their current values, who changed them and when', async () => {
      const [, b] = carModels;
      const current = await table();
      await save([{ car_model_id: b.id, base_discount: 20 }], current.revision, adminToken).expect(200);
      const response = await httpSpec(t).when(() => save([{ car_model_id: b.id, base_discount: 9 }], current.revision)).then({ status: 409 }, { [tableStream()]: [] });
      expect(response.body).toMatchObject({
        statusCode: 409,
        code: 'discount_edit_conflict',
        details: [{ field: `${b.id}.base_discount`, code: 'discount_edit_conflict' }],
        conflicts: [
          {
            car_model_id: b.id,
            field: 'base_discount',
            your_value: 9,
            current_value: 20,
            changed_by: { user_id: adminUserId, name: 'Anton Admin' },
            changed_at: expect.any(String),
          },
        ],
      });
      expect((await table()).discounts.find((r) => r.car_model_id === b.id)?.base_discount).toBe(20);
    });

    it('sees writes of other processes (the worker) that the api’s cached table has not read yet', async () => {
      const [, , c] = carModels;
      // Another process appends (as the bulk worker does, for the Admin): the api's cache is then one event behind.
      const byWorker = (operationId: string, field: string, oldValue: number | null, newValue: number): GivenEvent => ({
        type: 'DiscountsBulkUpdated',
        data: {
          scope: { dealerId, customerGroup: 'b2b', bankId, manufacturerId },
          operationId,
          rows: [{ carModelId: c.id, changes: [{ field, oldValue, newValue }] }],
          updatedAt: new Date().toISOString(),
        },
        actor: { userId: adminUserId, role: 'Admin', actingForDealerId: dealerId },
        occurredAt: new Date().toISOString(),
      });
      const before = await table();
      // A save on the newest revision (which the api's cache does not know yet) is accepted …
      const saved = await httpSpec(t)
        .given({ [tableStream()]: [byWorker('other-process', 'stock_discount_offset', null, 150)] })
        .when(() => save([{ car_model_id: c.id, base_discount: 11 }], before.revision + 1))
        .then({ status: 200, body: { revision: before.revision + 2 } }, { [tableStream()]: [{ type: 'DiscountCellsEdited', data: { reason: 'save' } }] });
      expect(saved.body.discounts[0]).toMatchObject({ base_discount: 11, stock_discount_offset: 1.5 });
      // … and one made before it that changes the same cell is a conflict, not a silent overwrite.
      await httpSpec(t)
        .given({ [tableStream()]: [byWorker('other-process-2', 'base_discount', 1100, 1300)] })
        .when(() => save([{ car_model_id: c.id, base_discount: 9 }], saved.body.revision))
        .then({ status: 409, body: { conflicts: [expect.objectContaining({ field: 'base_discount', current_value: 13, your_value: 9 })] } }, { [tableStream()]: [] });
    });

    it('records the Admin and the dealer acted for in the events', async () => {
      const events = await t.app
        .get<symbol, EventStore>(EVENT_STORE)
        .readStream(discountTableStreamId({ dealerId, customerGroup: 'b2b', bankId, manufacturerId }));
      const byAdmin = events.filter((e) => e.metadata.actor.role === 'Admin');
      expect(byAdmin.length).toBeGreaterThan(0);
      expect(byAdmin[0].metadata.actor).toEqual({ userId: adminUserId, role: 'Admin', actingForDealerId: dealerId });
      expect(events[0].metadata.actor).toEqual({ userId: dealerUserId, role: 'Dealer', actingForDealerId: dealerId });
    });
  });

  it('shows the table as it was at a past moment, rebuilt from the events', async () => {
    const empty = await table(`&as_of=${encodeURIComponent(savedAt)}`);
    expect(empty.as_of).toBe(new Date(savedAt).toISOString());
    expect(empty.revision).toBe(-1);
    expect(empty.discounts[0]).toMatchObject({ base_discount: null, state: 'data_missing' });
    const now = await table(`&as_of=${encodeURIComponent(new Date().toISOString())}&include=cell_editors`);
    const live = await table('&include=cell_editors');
    expect(live.discounts.some((r) => Object.keys(r.cell_editors ?? {}).length > 0)).toBe(true);
    expect(now.revision).toBe(live.revision);
    expect(now.discounts.map((r) => [r.car_model_id, r.base_discount, r.state, r.user_id, r.cell_editors])).toEqual(
      live.discounts.map((r) => [r.car_model_id, r.base_discount, r.state, r.user_id, r.cell_editors]),
    );
    const availableThen = await table(`&state=available&as_of=${encodeURIComponent(new Date().toISOString())}`);
    expect(availableThen.total_count).toBe((await table('&state=available')).total_count);
    await get(`${base()}/discounts?${scopeQuery()}&as_of=gestern`).expect(400);
  });

  it('answers the history per cell with who, role and acting admin, filtered and paginated', async () => {
    const [a, b] = carModels;
    const cell = await get(`${base()}/discounts/history?car_model_id=${b.id}&field=base_discount`).expect(200);
    expect(cell.body.entries.map((e: { new_value: number }) => e.new_value)).toEqual([20, 12.5]);
    expect(cell.body.entries[0]).toMatchObject({
      kind: 'edit',
      customer_group: 'b2b',
      bank_id: bankId,
      manufacturer_id: manufacturerId,
      car_model_id: b.id,
      car_model_name: b.name,
      field: 'base_discount',
      old_value: 12.5,
      new_value: 20,
      user_id: adminUserId,
      user_name: 'Anton Admin',
      role: 'Admin',
      acting_admin_id: adminUserId,
      operation_id: null,
      source_scope: null,
    });
    const confirm = await get(`${base()}/discounts/history?car_model_id=${carModels[2].id}&field=confirmed`).expect(200);
    // c was confirmed in the first save; a later edit of its base discount cleared the confirmation (issue 21).
    expect(confirm.body.entries).toEqual([
      expect.objectContaining({ kind: 'edit', old_value: true, new_value: false, user_id: dealerUserId }),
      expect.objectContaining({ kind: 'confirm', old_value: false, new_value: true, user_id: dealerUserId, acting_admin_id: null }),
    ]);
    const byUser = await get(`${base()}/discounts/history?user_id=${adminUserId}`).expect(200);
    expect(byUser.body.total_count).toBe(4); // two saves and the two appends 'of another process'
    const all = await get(`${base()}/discounts/history?manufacturer_id=${manufacturerId}`).expect(200);
    expect(all.body.total_count).toBeGreaterThan(20);
    expect(all.body.page_count).toBe(Math.ceil(all.body.total_count / 50));
    const future = await get(`${base()}/discounts/history?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`).expect(200);
    expect(future.body).toEqual({ entries: [], total_count: 0, page: 1, page_count: 0 });
    const rowA = await get(`${base()}/discounts/history?car_model_id=${a.id}&to=${encodeURIComponent(new Date().toISOString())}`).expect(200);
    expect(rowA.body.entries.every((e: { car_model_id: string }) => e.car_model_id === a.id)).toBe(true);
  });

  it('counts the rows an import would copy (total_amount)', async () => {
    const filled = await get(`${base()}/discounts/total_amount?${scopeQuery()}`).expect(200);
    expect(filled.body).toEqual({ total_amount: 4 }); // a, b, c and the normalised row; the refused rows were never stored
    const empty = await get(`${base()}/discounts/total_amount?customer_group=b2c&bank_id=${bankId}&manufacturer_id=${manufacturerId}`).expect(200);
    expect(empty.body).toEqual({ total_amount: 0 });
  });

  describe('layouts (spec 4.8)', () => {
    const layout = () => get(`${base()}/discount_layouts?manufacturer_id=${manufacturerId}`).expect(200);
    const checker = async () => (await get(`${base()}/discount_layouts/column_checker?manufacturer_id=${manufacturerId}`).expect(200)).body.data_exists;

    it('adds columns up to five and answers 409 discount_column_limit beyond', async () => {
      expect((await layout()).body).toEqual({ number_additional_discounts: 1 });
      expect(await checker()).toBe(true); // additional_discounts_0 of row a holds 2.25
      for (const n of [2, 3, 4, 5]) {
        expect((await patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: n }).expect(200)).body).toEqual({ number_additional_discounts: n });
      }
      await httpSpec(t)
        .when(() => patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 6 }))
        .then({ status: 409, body: { code: 'discount_column_limit' } }, { [discountLayoutStreamId(dealerId, manufacturerId)]: [] });
      expect((await table()).number_additional_discounts).toBe(5);
      expect(await checker()).toBe(false);
    });

    it('removes the last column: clears its values with removing, refuses to drop data without it', async () => {
      const a = carModels[0].id;
      const current = await table();
      await save([{ car_model_id: a, additional_discounts: [2.25, null, null, null, 4] }], current.revision).expect(200);
      expect(await checker()).toBe(true);
      // The modal names every table the column goes from: each bank of the dealer in both groups, with its values.
      const tables = (await get(`${base()}/discount_layouts/column_checker?manufacturer_id=${manufacturerId}`).expect(200)).body.tables as { customer_group: string; bank_id: string; values: number }[];
      const banks = (await get(`${base()}/banks`).expect(200)).body.banks as unknown[];
      expect(tables).toHaveLength(banks.length * 2);
      expect(tables.find((x) => x.customer_group === 'b2b' && x.bank_id === bankId)).toMatchObject({ values: 1, bank_name: expect.any(String) });
      expect(tables.filter((x) => x.values > 0)).toHaveLength(1);
      await httpSpec(t)
        .when(() => patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 4 }))
        .then({ status: 409, body: { code: 'discount_column_has_data' } }, { [discountLayoutStreamId(dealerId, manufacturerId)]: [], [tableStream()]: [] });
      await patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 4, removing: true }).expect(200);
      expect(await checker()).toBe(false);
      const after = await table();
      expect(after.number_additional_discounts).toBe(4);
      expect(after.discounts.find((r) => r.car_model_id === a)?.additional_discounts).toEqual([2.25, null, null, null]);
      const history = await get(`${base()}/discounts/history?car_model_id=${a}&field=additional_discounts_4`).expect(200);
      expect(history.body.entries[0]).toMatchObject({ old_value: 4, new_value: null });
      // Shrinking an empty column needs no removing flag; below one column is refused.
      await patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 3 }).expect(200);
      await httpSpec(t)
        .when(() => patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 0, removing: true }))
        .then({ status: 409, body: { code: 'discount_column_limit' } }, { [discountLayoutStreamId(dealerId, manufacturerId)]: [] });
      await patch(`${base()}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 'drei' }).expect(400);
      const layoutHistory = await get(`${base()}/discounts/history?manufacturer_id=${manufacturerId}`).expect(200);
      expect(layoutHistory.body.entries[0]).toMatchObject({ kind: 'layout', field: null, old_value: 4, new_value: 3 });
    });
  });

  it('builds a plain page’s rows as JSON in the database exactly as the mapper builds them (include=cell_editors)', async () => {
    // By now the table holds complete, incomplete, switched-off and confirmed rows, edits by the
    // dealer and the Admin, a layout of three additional columns and the brand's collected column.
    const withoutEditors = (page: DiscountTableResponse) => ({ ...page, discounts: page.discounts.map(({ cell_editors: _editors, ...row }) => row) });
    const views = ['', '&page=2', '&state=available', '&state=data_missing,unavailable', '&sort=discount_sum&sort_direction=desc&per_page=50', '&sort=base_discount&per_page=100', '&sort=updated_at'];
    for (const view of views) {
      const database = await table(view);
      const mapper = await table(`${view}&include=cell_editors`);
      expect(database.discounts.length).toBeGreaterThan(0);
      expect(database).toEqual(withoutEditors(mapper));
    }
    const page = await table('&sort=discount_sum&sort_direction=desc&per_page=100');
    expect(page.number_additional_discounts).toBe(3);
    expect(new Set(page.discounts.map((r) => r.state))).toEqual(new Set(['available', 'data_missing', 'unavailable']));
    expect(page.discounts.some((r) => r.user_name === 'Anton Admin')).toBe(true);
    expect(page.discounts.some((r) => r.collected_discounts.length === 1)).toBe(true);
  });

  it('counts filtered rows afresh once the table changed', async () => {
    const [, b] = carModels;
    const before = await table('&state=unavailable');
    expect(before.discounts.map((r) => r.car_model_id)).toContain(b.id);
    expect((await table('&state=unavailable&page=2')).total_count).toBe(before.total_count);
    await save([{ car_model_id: b.id, available: true }], before.revision).expect(200);
    const after = await table('&state=unavailable');
    expect(after.total_count).toBe(before.total_count - 1);
    expect(after.discounts.map((r) => r.car_model_id)).not.toContain(b.id);
  });

  it('shows a car model added to or removed from the brand in the page and the total (the ordered ids are kept per catalogue version)', async () => {
    const before = await table();
    const seriesId = randomUUID();
    const modelId = randomUUID();
    // A series named to sort first, so the new model leads page 1.
    await pool.query(`INSERT INTO car_series (id, manufacturer_id, name, seo_slug, body_type) VALUES ($1, $2, '0 Testserie', $3, 'suv')`, [seriesId, manufacturerId, `testserie-${seriesId}`]);
    await pool.query(
      `INSERT INTO car_models (id, car_series_id, manufacturer_id, name, trim_level, engine_name, fuel_type, gear_type, horsepower, doors,
                               body_type, vehicle_order_code, list_price_cents, co2_emission_g_per_km, co2_class)
       VALUES ($1, $2, $3, 'Testmodell', 'Basis', 'Motor', 'electric', 'automatic', 150, 5, 'suv', 'TEST01', 4000000, 0, 'A')`,
      [modelId, seriesId, manufacturerId],
    );
    const added = await eventually((page) => page.total_count === before.total_count + 1);
    expect(added.total_count).toBe(before.total_count + 1);
    expect(added.discounts[0]).toMatchObject({ car_model_id: modelId, state: 'data_missing' });
    expect(added.discounts.slice(1).map((r) => r.car_model_id)).toEqual(before.discounts.slice(0, 19).map((r) => r.car_model_id));
    await pool.query('DELETE FROM car_models WHERE id = $1', [modelId]);
    await pool.query('DELETE FROM car_series WHERE id = $1', [seriesId]);
    const removed = await eventually((page) => page.total_count === before.total_count);
    expect(removed.total_count).toBe(before.total_count);
    expect(removed.discounts.map((r) => r.car_model_id)).toEqual(before.discounts.map((r) => r.car_model_id));
  });

  it('shows the BAFA bonus of the dealer’s offers for a model (bafa_combined) in the page, the save and as_of', async () => {
    const [a] = carModels;
    await pool.query(
      `UPDATE car_specs SET dealer_id = $1, bank_id = $2, car_model_id = $3, manufacturer_id = $4,
              bafa_bonus_available = true, bafa_government_cents = 300000, bafa_downpayment_cents = 150000
        WHERE id = (SELECT id FROM car_specs ORDER BY id LIMIT 1)`,
      [dealerId, bankId, a.id, manufacturerId],
    );
    const bafaOf = (page: DiscountTableResponse, id: string) => page.discounts.find((r) => r.car_model_id === id)?.bafa_combined;
    const page = await eventually((p) => bafaOf(p, a.id) === 450000);
    expect(bafaOf(page, a.id)).toBe(450000);
    expect(page.discounts.find((r) => r.car_model_id === carModels[1].id)?.bafa_combined).toBeNull();
    const saved = await save([{ car_model_id: a.id, base_discount: 15 }], page.revision).expect(200);
    expect(saved.body.discounts[0].bafa_combined).toBe(450000);
    const then = await table(`&as_of=${encodeURIComponent(new Date().toISOString())}`);
    expect(then.discounts.find((r) => r.car_model_id === a.id)?.bafa_combined).toBe(450000);
  });

  describe('withdrawing a confirmation (issue 21)', () => {
    const history = async (carModelId: string) =>
      (await get(`${base()}/discounts/history?car_model_id=${carModelId}&field=confirmed`).expect(200)).body.entries as { kind: string; old_value: unknown; new_value: unknown; user_id: string }[];

    it('withdraws it as an audited event of the dealer, once; an edit after confirming clears it in the edit', async () => {
      const [e, f] = [carModels[5], carModels[6]];
      await save([complete(e.id, { confirmed: true }), complete(f.id, { confirmed: true })], (await table()).revision).expect(200);

      const withdrawn = await httpSpec(t)
        .when(() => post(`${base()}/discounts/unconfirm`, { ...scope(), car_model_ids: [e.id] }))
        .then(
          { status: 200, body: { unconfirmed_rows: 1, discounts: [expect.objectContaining({ car_model_id: e.id, confirmed: false })] } },
          { [tableStream()]: [{ type: 'DiscountRowsUnconfirmed', data: { carModelIds: [e.id] }, actor: { userId: dealerUserId, role: 'Dealer' } }] },
        );
      const rows = new Map((await table()).discounts.map((r) => [r.car_model_id, r]));
      expect([rows.get(e.id)?.confirmed, rows.get(f.id)?.confirmed]).toEqual([false, true]);
      expect((await history(e.id))[0]).toMatchObject({ kind: 'confirm', old_value: true, new_value: false, user_id: dealerUserId });
      await httpSpec(t)
        .when(() => post(`${base()}/discounts/unconfirm`, { ...scope(), car_model_ids: [e.id] }))
        .then({ status: 200, body: { unconfirmed_rows: 0, discounts: [], revision: withdrawn.body.revision } }, { [tableStream()]: [] });

      await save([{ car_model_id: f.id, base_discount: 3 }], (await table()).revision).expect(200);
      expect((await table()).discounts.find((r) => r.car_model_id === f.id)).toMatchObject({ base_discount: 3, confirmed: false });
      expect((await history(f.id))[0]).toMatchObject({ kind: 'edit', old_value: true, new_value: false, user_id: dealerUserId });
    });

    it('lets the dealer of the table and an Admin withdraw; others get 404, 403 or 401; bad bodies 400', async () => {
      const g = carModels[7];
      await save([complete(g.id, { confirmed: true })], (await table()).revision).expect(200);
      const body = { ...scope(), car_model_ids: [g.id] };
      await post(`/api/v1/dealers/${otherDealerId}/discounts/unconfirm`, body).expect(404);
      await post(`${base()}/discounts/unconfirm`, body, customerToken).expect(403);
      await http(t).post(`${base()}/discounts/unconfirm`).send(body).expect(401);
      await post(`${base()}/discounts/unconfirm`, { ...scope(), car_model_ids: [] }).expect(400);
      await post(`${base()}/discounts/unconfirm`, { ...scope(), car_model_ids: ['nope'] }).expect(400);
      const byAdmin = await post(`${base()}/discounts/unconfirm`, body, adminToken).expect(200);
      expect(byAdmin.body.unconfirmed_rows).toBe(1);
      expect((await history(g.id))[0]).toMatchObject({ kind: 'confirm', new_value: false, user_id: adminUserId });
    });
  });

  describe('dealer scope (spec 6)', () => {
    const paths = () => [
      `/banks`,
      `/manufacturers`,
      `/discounts?${scopeQuery()}`,
      `/discounts/total_amount?${scopeQuery()}`,
      `/discounts/history`,
      `/discount_layouts?manufacturer_id=${manufacturerId}`,
      `/discount_layouts/column_checker?manufacturer_id=${manufacturerId}`,
    ];

    it('never lets a dealer read or write another dealer’s table: 404', async () => {
      for (const path of paths()) {
        const response = await get(`/api/v1/dealers/${otherDealerId}${path}`);
        expect([path, response.status, response.body.code]).toEqual([path, 404, 'discount_scope_not_found']);
      }
      await httpSpec(t)
        .when(() => post(`/api/v1/dealers/${otherDealerId}/discounts`, { ...scope(), revision: -1, discounts: [complete(carModels[0].id)] }))
        .then({ status: 404 }, { [tableStream(otherDealerId)]: [] });
      await httpSpec(t)
        .when(() => patch(`/api/v1/dealers/${otherDealerId}/discount_layouts`, { manufacturer_id: manufacturerId, number_additional_discounts: 2 }))
        .then({ status: 404 }, { [discountLayoutStreamId(otherDealerId, manufacturerId)]: [] });
      await get(`/api/v1/dealers/not-a-uuid/banks`).expect(404);
    });

    it('lets an Admin act for any dealer in the path, and 404s an unknown dealer', async () => {
      await get(`/api/v1/dealers/${otherDealerId}/banks`, adminToken).expect(200);
      await get(`/api/v1/dealers/00000000-0000-4000-8000-000000000000/banks`, adminToken).expect(404);
    });

    it('refuses customers (403) and visitors (401)', async () => {
      for (const path of paths()) {
        await get(`${base()}${path}`, customerToken).expect(403);
        await http(t).get(`${base()}${path}`).expect(401);
      }
      await httpSpec(t).when(() => post(`${base()}/discounts`, { ...scope(), revision: -1, discounts: [] }, customerToken)).then({ status: 403 }, { [tableStream()]: [] });
    });

    it('404s a bank or brand that is not the dealer’s', async () => {
      const foreignBrand = (await pool.query<{ id: string }>(`SELECT m.id FROM manufacturers m, dealers d WHERE d.id = $1 AND NOT (m.slug = ANY(d.brand_slugs)) LIMIT 1`, [dealerId])).rows[0].id;
      const response = await get(`${base()}/discounts?customer_group=b2b&bank_id=${bankId}&manufacturer_id=${foreignBrand}`).expect(404);
      expect(response.body.code).toBe('discount_scope_not_found');
      if (otherBankId === undefined) {
        const banks = await pool.query<{ id: string }>('SELECT id FROM banks');
        expect(banks.rows.length).toBeGreaterThan(0);
      }
    });
  });

  // Last: its rows and history would change the counts the tests above expect.
  describe('concurrent saves (issue 19)', () => {
    it('eight people saving different cells of one table without pauses never get a 409', async () => {
      // The b2c table of the same brand: the b2b table's counts stay as the other tests expect them.
      const b2c = { customer_group: 'b2c', bank_id: bankId, manufacturer_id: manufacturerId };
      const b2cTable = async (): Promise<DiscountTableResponse> =>
        (await get(`${base()}/discounts?customer_group=b2c&bank_id=${bankId}&manufacturer_id=${manufacturerId}`).expect(200)).body;
      const rows = carModels.slice(0, 8);
      const start = (await b2cTable()).revision;
      // Each saver sends the revision it last saw, as the web does, and saves again at once.
      const saver = async (carModelId: string, index: number) => {
        let revision = start;
        const statuses: number[] = [];
        for (let round = 0; round < 8; round++) {
          const response = await post(`${base()}/discounts`, { ...b2c, revision, discounts: [complete(carModelId, { base_discount: 10 + index + round / 4 })] });
          statuses.push(response.status);
          if (response.status === 200) revision = response.body.revision;
        }
        return statuses;
      };
      const statuses = (await Promise.all(rows.map((row, i) => saver(row.id, i)))).flat();
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const after = await b2cTable();
      for (const [i, row] of rows.entries()) expect(after.discounts.find((r) => r.car_model_id === row.id)?.base_discount).toBe(10 + i + 7 / 4);
    });
  });
});
