import { discountPartsOfValues, rowPricePreview, type DiscountRowDto, type DiscountTableResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, offerPricesProjection, ProjectionRunner, waitForProjections } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { eventually } from '../../../test/eventually';
import { EVENT_STORE } from '../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(120_000);

interface ListedOffer {
  id: string;
  dealer_id: string;
  bank_id: string;
  manufacturer_id: string;
  car_model_id: string;
}

/**
 * Issue 21, item 7: GET discounts gives each row its offers' price inputs, and the table's preview
 * (contracts rowPricePreview) computed from them is the rate the catalogue lists, before a save
 * for a draft as after it.
 */
describe('dealer table: price preview per row', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  let adminToken: string;

  beforeAll(async () => {
    t = await startApiTestApp('row_price_preview');
    pool = poolOf(t);
    await seedDemoUsers(pool);
    const eventStore = t.app.get<symbol, EventStore>(EVENT_STORE);
    const projections = [dealerDiscountsProjection, offerPricesProjection];
    runner = new ProjectionRunner({ pool, eventStore, projections, lockRetryMs: 200, log: () => undefined });
    runner.start();
    // The tables' rows come from the seed's events: read them once the runner has them all.
    const caughtUp = await waitForProjections({ pool, names: projections.map((p) => p.name), position: await eventStore.headPosition(), timeoutMs: 60_000 });
    expect(caughtUp).toBe(true);
    adminToken = await login(t, DEMO.Admin);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  /** A listed offer of a brand its dealer sells, for the table of this group. */
  const listedOffer = async (group: 'b2b' | 'b2c'): Promise<ListedOffer> =>
    (
      await pool.query(
        `SELECT op.id, op.dealer_id, op.bank_id, op.manufacturer_id, op.car_model_id FROM offer_prices op
           JOIN dealers d ON d.id = op.dealer_id JOIN manufacturers m ON m.id = op.manufacturer_id AND m.slug = ANY(d.brand_slugs)
          WHERE ${group === 'b2c' ? `op.customer_groups = 'b2c'` : `op.customer_groups <> 'b2c'`} ORDER BY op.id LIMIT 1`,
      )
    ).rows[0];

  const rowOf = async (offer: ListedOffer, group: 'b2b' | 'b2c') => {
    const { rows } = await pool.query(`SELECT name FROM car_models WHERE id = $1`, [offer.car_model_id]);
    const url = `/api/v1/dealers/${offer.dealer_id}/discounts?customer_group=${group}&bank_id=${offer.bank_id}&manufacturer_id=${offer.manufacturer_id}&search=${encodeURIComponent(rows[0].name)}`;
    const table = (await http(t).get(url).set('authorization', `Bearer ${adminToken}`).expect(200)).body as DiscountTableResponse;
    return { revision: table.revision, row: table.discounts.find((r) => r.car_model_id === offer.car_model_id)! };
  };

  /** The catalogue's cheapest rate of the row's offers in the group's terms. */
  const listedRate = async (offer: ListedOffer, group: 'b2b' | 'b2c') => {
    const { rows } = await pool.query(
      `SELECT min(${group === 'b2c' ? 'cheapest_gross_finance_rate_cents' : 'cheapest_finance_rate_cents'})::int AS rate FROM offer_prices
        WHERE dealer_id = $1 AND bank_id = $2 AND car_model_id = $3 AND customer_groups = ANY($4::text[])`,
      [offer.dealer_id, offer.bank_id, offer.car_model_id, group === 'b2c' ? ['b2c'] : ['b2b', 'both']],
    );
    return rows[0].rate as number;
  };

  const previewOf = (row: DiscountRowDto, group: 'b2b' | 'b2c', baseDiscount = row.base_discount) =>
    rowPricePreview({ group, state: row.state, parts: discountPartsOfValues({ ...row, base_discount: baseDiscount }), offers: row.offers ?? [] });

  it.each(['b2b', 'b2c'] as const)('%s: each row carries its offers, and the preview is the listed rate', async (group) => {
    const offer = await listedOffer(group);
    const { row } = await rowOf(offer, group);
    expect(row.offers?.map((o) => o.id)).toContain(offer.id);
    const sent = row.offers!.find((o) => o.id === offer.id)!;
    expect(sent.terms.length).toBeGreaterThan(0);
    expect(sent.terms[0]).toHaveLength(5);
    expect(previewOf(row, group)).toMatchObject({ kind: 'priced', rateCents: await listedRate(offer, group) });
  });

  it('a draft’s preview is the rate the catalogue lists once the draft is saved', async () => {
    const offer = await listedOffer('b2b');
    const { revision, row } = await rowOf(offer, 'b2b');
    const draft = (row.base_discount ?? 0) >= 5 ? row.base_discount! - 2.5 : row.base_discount! + 2.5;
    const preview = previewOf(row, 'b2b', draft);
    if (preview.kind !== 'priced') throw new Error('expected a price');
    expect(preview.rateCents).not.toBe(await listedRate(offer, 'b2b'));

    await http(t)
      .post(`/api/v1/dealers/${offer.dealer_id}/discounts`)
      .set('authorization', `Bearer ${adminToken}`)
      .send({ customer_group: 'b2b', bank_id: offer.bank_id, manufacturer_id: offer.manufacturer_id, revision, discounts: [{ car_model_id: offer.car_model_id, base_discount: draft }] })
      .expect(200);
    await eventually(async () => expect(await listedRate(offer, 'b2b')).toBe(preview.rateCents));
    expect(previewOf((await rowOf(offer, 'b2b')).row, 'b2b')).toEqual(preview);
  });

  it('a row without a catalogue offer says so', async () => {
    const offer = await listedOffer('b2b');
    const { rows } = await pool.query(
      `SELECT cm.id, cm.name FROM car_models cm WHERE cm.manufacturer_id = $1
          AND NOT EXISTS (SELECT 1 FROM car_specs s WHERE s.car_model_id = cm.id AND s.dealer_id = $2 AND s.bank_id = $3) LIMIT 1`,
      [offer.manufacturer_id, offer.dealer_id, offer.bank_id],
    );
    expect(rows).toHaveLength(1);
    const { row } = await rowOf({ ...offer, car_model_id: rows[0].id }, 'b2b');
    expect(row.offers).toEqual([]);
    expect(previewOf(row, 'b2b')).toEqual({ kind: 'none', reason: 'no_offer' });
  });
});
