import type { DiscountTableResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../../../test/api-test-app';
import { eventually } from '../../../../../test/eventually';
import { EVENT_STORE } from '../../../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../../../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * Issue 21, the kept table pages (DiscountPageCache): a page asked again answers the same text,
 * and every input of a page — the scope's rows, the layout, the offer-prices read model and the
 * catalogue — makes the next answer a fresh one. Each case first asks the page twice, so that the
 * second answer came from the kept text, then changes one input.
 */
describe('dealer table: kept pages follow every change they are built from', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  let dealerToken: string;
  let dealerId: string;
  let bankId: string;
  let manufacturerId: string;
  let first: { id: string; name: string };

  beforeAll(async () => {
    t = await startApiTestApp('discount_page_cache');
    pool = poolOf(t);
    await seedDemoUsers(pool, { discountImport: false });
    runner = new ProjectionRunner({ pool, eventStore: t.app.get<symbol, EventStore>(EVENT_STORE), projections: [dealerDiscountsProjection], lockRetryMs: 200, log: () => undefined });
    runner.start();
    dealerToken = await login(t, DEMO.Dealer);
    dealerId = (await pool.query<{ dealer_id: string }>('SELECT dealer_id FROM users WHERE email = $1', [DEMO.Dealer])).rows[0].dealer_id;
    manufacturerId = (await pool.query(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
    bankId = (await get(`/api/v1/dealers/${dealerId}/banks`).expect(200)).body.banks[0].id;
    first = (
      await pool.query<{ id: string; name: string }>(
        `SELECT cm.id, cm.name FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id WHERE cm.manufacturer_id = $1 ORDER BY cs.name, cm.name, cm.id LIMIT 1`,
        [manufacturerId],
      )
    ).rows[0];
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const get = (path: string) => http(t).get(path).set('authorization', `Bearer ${dealerToken}`);
  const tablePath = (extra = '') => `/api/v1/dealers/${dealerId}/discounts?customer_group=b2b&bank_id=${bankId}&manufacturer_id=${manufacturerId}${extra}`;
  /** The table's first page in table order, asked twice: the second answer is the kept one. */
  const keptPage = async (): Promise<DiscountTableResponse> => {
    const fresh = await get(tablePath()).expect(200);
    const kept = await get(tablePath()).expect(200);
    expect(kept.text).toBe(fresh.text);
    return kept.body;
  };
  const rowOf = (page: DiscountTableResponse) => page.discounts.find((row) => row.car_model_id === first.id)!;

  it('a save: once the read model has the new revision, the page shows the new cell', async () => {
    const before = await keptPage();
    await http(t)
      .post(`/api/v1/dealers/${dealerId}/discounts`)
      .set('authorization', `Bearer ${dealerToken}`)
      .send({ customer_group: 'b2b', bank_id: bankId, manufacturer_id: manufacturerId, revision: before.revision, discounts: [{ car_model_id: first.id, base_discount: 6.25, available: true, delivery_time: '2_to_3_months', factory_delivery_cents: 89000 }] })
      .expect(200);
    const after = await eventually(async () => {
      const page = (await get(tablePath()).expect(200)).body as DiscountTableResponse;
      expect(page.revision).toBeGreaterThan(before.revision);
      return page;
    });
    expect(rowOf(after).base_discount).toBe(6.25);
  });

  it('a layout change: the next page has the new number of additional columns', async () => {
    const before = await keptPage();
    // Read models are written by projections; the kept page notices the layout row itself.
    await pool.query(
      `INSERT INTO dealer_discount_layouts (dealer_id, manufacturer_id, number_additional_discounts, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (dealer_id, manufacturer_id) DO UPDATE SET number_additional_discounts = EXCLUDED.number_additional_discounts`,
      [dealerId, manufacturerId, before.number_additional_discounts + 1],
    );
    const after = (await get(tablePath()).expect(200)).body as DiscountTableResponse;
    expect(after.number_additional_discounts).toBe(before.number_additional_discounts + 1);
    expect(rowOf(after).additional_discounts).toHaveLength(before.number_additional_discounts + 1);
  });

  // The row exists since the save above: a price issue belongs to a row.
  it('the offer-prices read model: a price issue written with its checkpoint shows on the next page', async () => {
    const before = await keptPage();
    expect(rowOf(before).price_issue).toBeNull();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO offer_price_rows (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id, cells, price_issue)
         VALUES ($1, 'b2b', $2, $3, $4, '{}', 'Kein positiver Preis')
         ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id) DO UPDATE SET price_issue = EXCLUDED.price_issue`,
        [dealerId, bankId, manufacturerId, first.id],
      );
      await client.query(
        `INSERT INTO projection_checkpoints (name, position) VALUES ('offer-prices', 1)
         ON CONFLICT (name) DO UPDATE SET position = projection_checkpoints.position + 1`,
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(rowOf((await get(tablePath()).expect(200)).body).price_issue).toBe('Kein positiver Preis');
  });

  it('the catalogue: a renamed car model shows once the change is announced', async () => {
    await keptPage();
    await pool.query(`UPDATE car_models SET name = name || ' (neu)' WHERE id = $1`, [first.id]);
    // The api learns of catalogue writes by NOTIFY, which arrives a moment after the commit.
    await eventually(async () => expect(rowOf((await get(tablePath()).expect(200)).body).car_model_name).toBe(`${first.name} (neu)`));
  });

  it('another page, sort or filter is another answer', async () => {
    const sorted = (await get(tablePath('&sort=discount_sum&sort_direction=desc')).expect(200)).body as DiscountTableResponse;
    expect(sorted.sort).toBe('discount_sum');
    expect(sorted.discounts[0].car_model_id).toBe(first.id);
    const second = (await get(tablePath('&page=2')).expect(200)).body as DiscountTableResponse;
    expect(second.page).toBe(2);
    expect(second.discounts.map((row) => row.car_model_id)).not.toContain(first.id);
  });
});
