import type { DiscountTableResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, NON_POSITIVE_RATE_ISSUE, offerPricesProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { eventually } from '../../../test/eventually';
import { EVENT_STORE } from '../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * Issue 16, bad input through the API: a saved discount that leaves no positive rate is stored (it
 * is the dealer's cell), the offers keep their last valid price, and the dealer's table marks the
 * row with the German reason until a valid discount replaces it.
 */
describe('dealer table: a discount without a positive rate', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  let adminToken: string;
  let offer: { id: string; dealer_id: string; bank_id: string; manufacturer_id: string; car_model_id: string };

  beforeAll(async () => {
    t = await startApiTestApp('price_issue');
    pool = poolOf(t);
    await seedDemoUsers(pool);
    runner = new ProjectionRunner({ pool, eventStore: t.app.get<symbol, EventStore>(EVENT_STORE), projections: [dealerDiscountsProjection, offerPricesProjection], lockRetryMs: 200, log: () => undefined });
    runner.start();
    adminToken = await login(t, DEMO.Admin);
    // A listed offer of the b2b table, of a brand its dealer sells.
    offer = (
      await pool.query(
        `SELECT op.id, op.dealer_id, op.bank_id, op.manufacturer_id, op.car_model_id FROM offer_prices op
           JOIN dealers d ON d.id = op.dealer_id JOIN manufacturers m ON m.id = op.manufacturer_id AND m.slug = ANY(d.brand_slugs)
          WHERE op.customer_groups <> 'b2c' ORDER BY op.id LIMIT 1`,
      )
    ).rows[0];
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const tableUrl = () => `/api/v1/dealers/${offer.dealer_id}/discounts?customer_group=b2b&bank_id=${offer.bank_id}&manufacturer_id=${offer.manufacturer_id}&search=`;
  const rowOf = async () => {
    const { rows } = await pool.query(`SELECT name FROM car_models WHERE id = $1`, [offer.car_model_id]);
    const table = (await http(t).get(tableUrl() + encodeURIComponent(rows[0].name)).set('authorization', `Bearer ${adminToken}`).expect(200)).body as DiscountTableResponse;
    return { revision: table.revision, row: table.discounts.find((r) => r.car_model_id === offer.car_model_id)! };
  };
  const price = async () => (await pool.query(`SELECT cheapest_finance_rate_cents, discount_percent FROM offer_prices WHERE id = $1`, [offer.id])).rows[0];
  const save = (revision: number, baseDiscount: number) =>
    http(t)
      .post(`/api/v1/dealers/${offer.dealer_id}/discounts`)
      .set('authorization', `Bearer ${adminToken}`)
      .send({ customer_group: 'b2b', bank_id: offer.bank_id, manufacturer_id: offer.manufacturer_id, revision, discounts: [{ car_model_id: offer.car_model_id, base_discount: baseDiscount }] });

  it('keeps the offer at its last valid price and marks the row with the reason', async () => {
    const before = await price();
    // The runner has just started: the dealer's row exists once it has projected the seeded discounts.
    const { revision, row } = await eventually(async () => {
      const read = await rowOf();
      expect(read.row.state).toBe('available');
      return read;
    }, 30_000);
    expect(row.price_issue).toBeNull();

    await save(revision, 95).expect(200);
    // Two projections: the dealer's row (dealer-discounts) and the price mark (offer-prices).
    const marked = await eventually(async () => {
      const read = await rowOf();
      expect(read.row).toMatchObject({ base_discount: 95, price_issue: NON_POSITIVE_RATE_ISSUE });
      return read;
    });
    expect(await price()).toEqual(before);

    await save(marked.revision, 10).expect(200);
    await eventually(async () => expect((await rowOf()).row).toMatchObject({ base_discount: 10, price_issue: null }));
    await eventually(async () => expect(await price()).toMatchObject({ discount_percent: expect.stringMatching(/^10\./) }));
  });
});
