import { randomUUID } from 'node:crypto';
import type { DiscountCellChange, DiscountScope } from '@autoleasing/domain';
import { generateDemoData, loadSecondFactorKey, type NewEvent } from '@autoleasing/infra';
import { applyBatch } from '../runtime/apply-batch';
import { openDedicatedClient } from '../runtime/connection';
import { newEvent } from '../testing/new-event';
import { projectionSpec } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { offerDiscount } from './offer-discount';
import { offerPricesProjection } from './offer-prices.projection';
import { repriceOffer } from './offer-pricing';
import { NON_POSITIVE_RATE_ISSUE } from './row-pricing';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(90_000);

interface SpecRow {
  id: string;
  /** Listed: the offer has a row in offer_prices. */
  active: boolean;
  discount_percent: string;
  absolute_bonus_cents: string;
  cheapest_finance_rate_cents: string;
  cheapest_gross_finance_rate_cents: string;
  leasing_factor: string;
}

/** given(discount events) → then(the projection's offer_prices and offer_term_prices rows). */
describe('offer-prices projection', () => {
  let kit: ProjectionTestKit;
  let base: { id: string; dealer_id: string; bank_id: string; manufacturer_id: string; car_model_id: string };
  /** Offers of one dealer, bank and model: the seeded one ('both', ordered) plus b2b stock, b2c and another bank's. */
  const ids = { both: '', b2bStock: '', b2c: '', otherBank: '' };
  let otherBankId = '';

  beforeAll(async () => {
    kit = await createProjectionTestKit('offer_prices');
    await generateDemoData({ pool: kit.pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
    const { rows } = await kit.pool.query(`SELECT id, dealer_id, bank_id, manufacturer_id, car_model_id FROM car_specs ORDER BY seed_ordinal LIMIT 1`);
    base = rows[0];
    const copy = async (changes: Record<string, unknown>) => {
      const id = randomUUID();
      const { rows: columns } = await kit.pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'car_specs' AND table_schema = 'public' AND is_generated = 'NEVER'`,
      );
      const list = columns.map((c) => c.column_name).join(', ');
      await kit.pool.query(
        `INSERT INTO car_specs (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::car_specs,
           (SELECT to_jsonb(cs) || $2::jsonb FROM car_specs cs WHERE id = $1))`,
        [base.id, JSON.stringify({ id, seed_ordinal: null, ...changes })],
      );
      await kit.pool.query(`INSERT INTO lease_terms (car_spec_id, months, km_per_year, insurance_rate_cents, service_rate_cents, service_type, residual_value_cents,
          sollzins_percent, downpayment_cents, price_in_cents_per_extra_km, discount_in_cents_per_untapped_km)
        SELECT $2, months, km_per_year, insurance_rate_cents, service_rate_cents, service_type, residual_value_cents, sollzins_percent, downpayment_cents,
          price_in_cents_per_extra_km, discount_in_cents_per_untapped_km FROM lease_terms WHERE car_spec_id = $1`, [base.id, id]);
      return id;
    };
    await kit.pool.query(`UPDATE car_specs SET customer_groups = 'both', inventory_type = 'ordered' WHERE id = $1`, [base.id]);
    ids.both = base.id;
    ids.b2bStock = await copy({ customer_groups: 'b2b', inventory_type: 'stock' });
    ids.b2c = await copy({ customer_groups: 'b2c' });
    const { rows: banks } = await kit.pool.query(`SELECT id FROM banks WHERE id <> $1 LIMIT 1`, [base.bank_id]);
    otherBankId = banks[0].id;
    ids.otherBank = await copy({ bank_id: otherBankId });
    // The seed's data import (issue 16) comes first, as in a real log (twice, as the runner would after a crash).
    const seed = await kit.store.readAll({ limit: 100_000 });
    const client = await openDedicatedClient(kit.pool, 'test');
    try {
      await client.query('BEGIN');
      await offerPricesProjection.createTables(client);
      await client.query('COMMIT');
      for (let times = 0; times < 2; times++) await applyBatch(client, offerPricesProjection, seed, 0n, { schema: 'public' });
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await kit?.close();
  });

  const scope = (customerGroup: 'b2b' | 'b2c', bankId = base.bank_id): DiscountScope => ({
    dealerId: base.dealer_id,
    customerGroup,
    bankId,
    manufacturerId: base.manufacturer_id,
  });
  const meta = { actor: { userId: randomUUID(), role: 'Dealer' as const, actingForDealerId: undefined } };
  const edit = (s: DiscountScope, cells: Record<string, unknown>, carModelId = base.car_model_id): NewEvent =>
    newEvent(
      'DiscountCellsEdited',
      {
        scope: s,
        basedOnRevision: null,
        reason: 'save',
        changes: Object.entries(cells).map(([field, newValue]) => ({ carModelId, field, oldValue: null, newValue }) as DiscountCellChange),
        editedAt: new Date().toISOString(),
      },
      meta,
    );
  // Clears what the seed's data import put into the row's stock cells, so the expectations below start from known cells.
  const complete = { base_discount: 1500, delivery_time: '3_to_5_months', dealer_delivery_cents: 79000, available: true, order_absolute_bonus_cents: 50000, stock_discount_offset: null, stock_absolute_bonus_cents: null, additional_discounts_0: null, collected_discounts_0: null };

  /** Applied onto the tables as the seed and the earlier cases left them, each batch twice (a crash before the checkpoint moved). */
  const projected = () => projectionSpec(kit, offerPricesProjection, { keepTables: true });
  /** Each case edits through a discount table stream of its own. */
  const onTable = (events: NewEvent[]) => [[`discountTable-test-${randomUUID()}`, events] as const];

  async function spec(id: string): Promise<SpecRow> {
    const { rows } = await kit.pool.query<SpecRow>(
      `SELECT id, true AS active, discount_percent, absolute_bonus_cents, cheapest_finance_rate_cents, cheapest_gross_finance_rate_cents, leasing_factor FROM offer_prices WHERE id = $1`,
      [id],
    );
    return rows[0] ?? ({ id, active: false } as SpecRow);
  }

  /** What the formula says the offer's terms cost at these cells. */
  async function expectedTerms(id: string, cells: Record<string, unknown>) {
    const { rows: [o] } = await kit.pool.query(`SELECT inventory_type, list_price_cents, bafa_bonus_available, bafa_downpayment_cents FROM car_specs WHERE id = $1`, [id]);
    const { rows: terms } = await kit.pool.query(
      `SELECT months, km_per_year, residual_value_cents, sollzins_percent, downpayment_cents FROM lease_terms WHERE car_spec_id = $1 ORDER BY months, km_per_year`,
      [id],
    );
    const result = repriceOffer(
      { id, inventoryType: o.inventory_type, listPriceCents: Number(o.list_price_cents), bafaBonusAvailable: o.bafa_bonus_available, bafaDownpaymentCents: Number(o.bafa_downpayment_cents) },
      terms.map((t) => ({ months: t.months, kmPerYear: t.km_per_year, residualValueCents: Number(t.residual_value_cents), sollzinsPercent: Number(t.sollzins_percent), downpaymentCents: Number(t.downpayment_cents) })),
      offerDiscount(cells, o.inventory_type),
    );
    if (result.kind !== 'priced') throw new Error('test offer must be priceable');
    return result;
  }

  async function storedTerms(id: string) {
    const { rows } = await kit.pool.query(
      `SELECT finance_rate_cents::int AS rate, gross_finance_rate_cents::int AS gross, total_amount_cents::int AS total FROM offer_term_prices WHERE car_spec_id = $1 ORDER BY months, km_per_year`,
      [id],
    );
    return rows;
  }

  it('reprices the b2b and both offers of the dealer, bank and model from a saved b2b row; nothing else moves', async () => {
    const before = { b2c: await spec(ids.b2c), otherBank: await spec(ids.otherBank), b2cTerms: await storedTerms(ids.b2c) };
    await projected()
      .when(onTable([edit(scope('b2b'), complete)]))
      .thenReadModel(async () => {
        for (const id of [ids.both, ids.b2bStock]) {
          const expected = await expectedTerms(id, complete);
          const row = await spec(id);
          expect(row.active).toBe(true);
          expect(Number(row.discount_percent)).toBe(expected.discountPercent);
          expect(Number(row.cheapest_finance_rate_cents)).toBe(expected.cheapestFinanceRateCents);
          expect(Number(row.cheapest_gross_finance_rate_cents)).toBe(expected.cheapestGrossFinanceRateCents);
          expect(Number(row.leasing_factor)).toBeCloseTo(expected.leasingFactor, 2);
          expect(await storedTerms(id)).toEqual(expected.terms.map((t) => ({ rate: t.financeRateCents, gross: t.grossFinanceRateCents, total: t.totalAmountCents })));
        }
        // Ordered: 15 % and the order bonus; stock: no offset set, the stock bonus is empty.
        expect(await spec(ids.both)).toMatchObject({ discount_percent: '15.00', absolute_bonus_cents: '50000' });
        expect(await spec(ids.b2bStock)).toMatchObject({ discount_percent: '15.00', absolute_bonus_cents: '0' });
        // The b2c offer follows the b2c table; another bank's offer its own table.
        expect(await spec(ids.b2c)).toEqual(before.b2c);
        expect(await storedTerms(ids.b2c)).toEqual(before.b2cTerms);
        expect(await spec(ids.otherBank)).toEqual(before.otherBank);
      });
  });

  it('a higher base discount lowers the public rate; the stock offset applies to stock cars only', async () => {
    const before = Number((await spec(ids.both)).cheapest_finance_rate_cents);
    await projected()
      .when(onTable([edit(scope('b2b'), { base_discount: 2000, stock_discount_offset: 250, stock_absolute_bonus_cents: 100000 })]))
      .thenReadModel(async () => {
        expect(Number((await spec(ids.both)).cheapest_finance_rate_cents)).toBeLessThan(before);
        expect(await spec(ids.both)).toMatchObject({ discount_percent: '20.00', absolute_bonus_cents: '50000' });
        expect(await spec(ids.b2bStock)).toMatchObject({ discount_percent: '22.50', absolute_bonus_cents: '100000' });
      });
  });

  it('takes the offers off when the row is not orderable or incomplete, and back on when it is available again', async () => {
    await projected()
      .when(onTable([edit(scope('b2b'), { available: false })]))
      .thenReadModel(async () => {
        expect((await spec(ids.both)).active).toBe(false);
        expect((await spec(ids.b2bStock)).active).toBe(false);
      });

    await projected()
      .when(onTable([edit(scope('b2b'), { available: true, delivery_time: null })]))
      .thenReadModel(async () => {
        expect((await spec(ids.both)).active).toBe(false);
      });

    await projected()
      .when(onTable([edit(scope('b2b'), { delivery_time: '2_to_3_months' })]))
      .thenReadModel(async () => {
        expect((await spec(ids.both)).active).toBe(true);
        expect((await spec(ids.b2bStock)).active).toBe(true);
      });
  });

  it('applies a b2c row to the b2c offer, and a bulk batch and a copy like a save', async () => {
    const bulk = newEvent(
      'DiscountsBulkUpdated',
      { scope: scope('b2c'), operationId: randomUUID(), rows: [{ carModelId: base.car_model_id, changes: Object.entries(complete).map(([field, newValue]) => ({ field, oldValue: null, newValue })) }], updatedAt: new Date().toISOString() },
      meta,
    );
    const copied = newEvent(
      'DiscountsCopied',
      {
        scope: scope('b2b', otherBankId),
        operationId: randomUUID(),
        sourceScope: { customerGroup: 'b2b', bankId: base.bank_id },
        rows: [{ carModelId: base.car_model_id, changes: Object.entries({ ...complete, base_discount: 1000 }).map(([field, newValue]) => ({ field, oldValue: null, newValue })) }],
        copiedAt: new Date().toISOString(),
      },
      meta,
    );
    const bothBefore = await spec(ids.both);
    await projected()
      .when(onTable([bulk, copied]))
      .thenReadModel(async () => {
        expect(await spec(ids.b2c)).toMatchObject({ active: true, discount_percent: '15.00' });
        // An offer for both groups follows the b2b table only.
        expect(await spec(ids.both)).toEqual(bothBefore);
        expect(Number((await spec(ids.b2c)).cheapest_finance_rate_cents)).toBe((await expectedTerms(ids.b2c, complete)).cheapestFinanceRateCents);
        expect(await spec(ids.otherBank)).toMatchObject({ active: true, discount_percent: '10.00' });
      });
  });

  it('leaves prices alone on a confirmation-only change', async () => {
    const before = await spec(ids.both);
    await projected()
      .when(onTable([edit(scope('b2b'), { confirmed: true })]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toEqual(before);
      });
  });

  it('keeps the earlier price of a row whose discount leaves less to finance than the residual value, and says why on the row', async () => {
    const before = { both: await spec(ids.both), stock: await spec(ids.b2bStock), terms: await storedTerms(ids.both) };
    expect(before.both.active).toBe(true);
    await projected()
      .when(onTable([edit(scope('b2b'), { base_discount: 9000 })]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toEqual(before.both);
        expect(await spec(ids.b2bStock)).toEqual(before.stock);
        expect(await storedTerms(ids.both)).toEqual(before.terms);
        const { rows } = await kit.pool.query(
          `SELECT price_issue, cells->>'base_discount' AS base FROM offer_price_rows WHERE dealer_id = $1 AND customer_group = 'b2b' AND bank_id = $2 AND car_model_id = $3`,
          [base.dealer_id, base.bank_id, base.car_model_id],
        );
        expect(rows[0]).toEqual({ price_issue: NON_POSITIVE_RATE_ISSUE, base: '9000' });

        // A valid discount afterwards is accepted again and clears the mark.
      });
    await projected()
      .when(onTable([edit(scope('b2b'), { base_discount: 1200 })]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toMatchObject({ active: true, discount_percent: '12.00' });
        const { rows: after } = await kit.pool.query(
          `SELECT price_issue FROM offer_price_rows WHERE dealer_id = $1 AND customer_group = 'b2b' AND bank_id = $2 AND car_model_id = $3`,
          [base.dealer_id, base.bank_id, base.car_model_id],
        );
        expect(after[0].price_issue).toBeNull();
      });
  });

  it('dates an offer price by the event that set it, not by the clock', async () => {
    const at = '2026-11-20T08:15:00.000Z';
    const event = edit(scope('b2b'), { base_discount: 1300 });
    await projected()
      .when(onTable([{ ...event, metadata: { ...event.metadata, occurredAt: at } } as NewEvent]))
      .thenReadModel(async () => {
        const { rows } = await kit.pool.query(`SELECT updated_at FROM offer_prices WHERE id = $1`, [ids.both]);
        expect(rows[0].updated_at.toISOString()).toBe(at);
      });
  });
  it('follows a campaign: its start event switches the price, its end event switches it back (no clock read)', async () => {
    const campaignId = randomUUID();
    const boundary = (type: 'DiscountCampaignStarted' | 'DiscountCampaignEnded', oldValue: number, newValue: number) =>
      newEvent(type, { scope: scope('b2b'), campaignId, changes: [{ carModelId: base.car_model_id, field: 'base_discount', oldValue, newValue }], [type === 'DiscountCampaignStarted' ? 'startedAt' : 'endedAt']: new Date().toISOString() }, meta);
    await projected()
      .when(onTable([edit(scope('b2b'), complete)]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toMatchObject({ active: true, discount_percent: '15.00' });
      });
    await projected()
      .when(onTable([boundary('DiscountCampaignStarted', 1500, 2000)]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toMatchObject({ active: true, discount_percent: '20.00' });
        expect(Number((await spec(ids.both)).cheapest_finance_rate_cents)).toBe((await expectedTerms(ids.both, { ...complete, base_discount: 2000 })).cheapestFinanceRateCents);
      });
    await projected()
      .when(onTable([boundary('DiscountCampaignEnded', 2000, 1500)]))
      .thenReadModel(async () => {
        expect(await spec(ids.both)).toMatchObject({ active: true, discount_percent: '15.00' });
      });
  });
});
