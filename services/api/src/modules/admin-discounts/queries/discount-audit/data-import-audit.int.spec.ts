import { DATA_IMPORT_ACTOR, DATA_IMPORT_ACTOR_NAME, type DiscountAuditResponse, type DiscountTableResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { catchUpProjection, dealerDiscountsProjection } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../../../test/api-test-app';
import { EVENT_STORE } from '../../../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../../../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * Issue 16: the seed's discounts are the data import's events, so every price's history starts
 * with "Datenimport" — in the admin audit explorer, its CSV and the dealer's own table.
 */
describe('the data import in the audit', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let adminToken: string;

  beforeAll(async () => {
    t = await startApiTestApp('data_import_audit');
    pool = poolOf(t);
    await seedDemoUsers(pool);
    await catchUpProjection({ pool, eventStore: t.app.get<symbol, EventStore>(EVENT_STORE), projection: dealerDiscountsProjection });
    adminToken = await login(t, DEMO.Admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => http(t).get(path).set('authorization', `Bearer ${adminToken}`);

  it('names the data import in the explorer and the CSV', async () => {
    const page = (await get('/api/v1/admin/discount_audit').expect(200)).body as DiscountAuditResponse;
    expect(page.entries.length).toBeGreaterThan(0);
    for (const entry of page.entries) expect(entry).toMatchObject({ user_id: DATA_IMPORT_ACTOR.userId, user_name: DATA_IMPORT_ACTOR_NAME, role: 'System' });
    const csv = (await get('/api/v1/admin/discount_audit.csv').expect(200)).text;
    expect(csv).toContain(`;${DATA_IMPORT_ACTOR_NAME};${DATA_IMPORT_ACTOR.userId};System;`);
  });

  it('names the data import as the last editor of an imported row in the dealer table', async () => {
    const { rows } = await pool.query(
      `SELECT dealer_id, customer_group, bank_id, manufacturer_id, car_model_id FROM dealer_discount_rows ORDER BY dealer_id, car_model_id LIMIT 1`,
    );
    const r = rows[0];
    const { rows: model } = await pool.query('SELECT name FROM car_models WHERE id = $1', [r.car_model_id]);
    const table = (
      await get(
        `/api/v1/dealers/${r.dealer_id}/discounts?customer_group=${r.customer_group}&bank_id=${r.bank_id}&manufacturer_id=${r.manufacturer_id}&search=${encodeURIComponent(model[0].name)}&include=cell_editors`,
      ).expect(200)
    ).body as DiscountTableResponse;
    const row = table.discounts.find((d) => d.car_model_id === r.car_model_id)!;
    expect(row).toMatchObject({ user_id: DATA_IMPORT_ACTOR.userId, user_name: DATA_IMPORT_ACTOR_NAME });
    expect(row.cell_editors?.base_discount).toMatchObject({ user_name: DATA_IMPORT_ACTOR_NAME, role: 'System' });
    // The plain page, whose rows the database builds as JSON, names it too.
    const plain = (
      await get(
        `/api/v1/dealers/${r.dealer_id}/discounts?customer_group=${r.customer_group}&bank_id=${r.bank_id}&manufacturer_id=${r.manufacturer_id}&search=${encodeURIComponent(model[0].name)}`,
      ).expect(200)
    ).body as DiscountTableResponse;
    expect(plain.discounts.find((d) => d.car_model_id === r.car_model_id)).toMatchObject({ user_id: DATA_IMPORT_ACTOR.userId, user_name: DATA_IMPORT_ACTOR_NAME });
  });
});
