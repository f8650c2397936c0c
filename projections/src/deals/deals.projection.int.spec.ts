import type { DealEvent } from '@autoleasing/domain';
import type { NewEvent } from '@autoleasing/infra';
import { finalOfferTerms } from '../testing/final-offer-terms';
import { newEvent } from '../testing/new-event';
import { projectionSpec, type ProjectionSpecOptions } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { dealsProjection } from './deals.projection';
import { DEAL_PATCHABLE_COLUMNS } from './deals.tables';

jest.setTimeout(60_000);

const dealId = 'd0000000-0000-4000-8000-0000000000a1';
const customerId = 'c0000000-0000-4000-8000-0000000000a1';
const adminId = 'a0000000-0000-4000-8000-0000000000a1';
const at = '2026-11-21T12:00:00.000Z';
const offer = finalOfferTerms();

const customerMeta = { actor: { userId: customerId, role: 'Customer' as const }, occurredAt: at };
const adminMeta = { actor: { userId: adminId, role: 'Admin' as const }, occurredAt: '2026-11-22T09:00:00.000Z' };
const ev = (event: DealEvent, meta: typeof customerMeta | typeof adminMeta = customerMeta): NewEvent => newEvent(event.type, event.data, meta);

const throughCheckoutAndOps = (): NewEvent[] => [
  ev({
    type: 'DealCreated',
    data: { dealId, customerId, customerGroup: 'b2c', carSpecId: dealId, carModelId: dealId, finalOfferId: customerId, offer, financeOptions: 'monthly', deliveryTime: '2_to_3_months', createdAt: at },
  }),
  ev({ type: 'DealCustomerStateChanged', data: { dealId, from: 'inquired', to: 'car_configured', trigger: 'configure_car', actor: { userId: customerId, role: 'Customer' }, changedAt: at } }),
  ev({ type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: 0, downpaymentCents: 200000, changedAt: at } }),
  ev({ type: 'DealRatesRecalculated', data: { dealId, rates: { ...offer, financeRateCents: 47000 }, recalculatedAt: at } }),
  ev({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: 'registration', reason: 'selected', changedAt: at } }),
  ev({ type: 'DealLogisticsChanged', data: { dealId, logistics: 'deliveryAndRegistration', changedAt: at } }),
  ev({ type: 'DealReferralApplied', data: { dealId, referredByCode: 'FRIEND1', referrerCustomerId: adminId, appliedAt: at } }),
  ev({ type: 'DealCustomerStateChanged', data: { dealId, from: 'car_configured', to: 'checkout_completed', trigger: 'place_order', actor: { userId: customerId, role: 'Customer' }, changedAt: at } }),
  ev(
    { type: 'DealCustomerStateChanged', data: { dealId, from: 'checkout_completed', to: 'contract_prepared', trigger: 'prepare_contract', actor: { userId: adminId, role: 'Admin' }, changedAt: adminMeta.occurredAt } },
    adminMeta,
  ),
];

describe('deals projection', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit('deals_projection');
  });
  afterAll(async () => {
    await kit.close();
  });

  const spec = (options: ProjectionSpecOptions = {}) => projectionSpec(kit, dealsProjection, options);
  const stream = `deal-${dealId}`;

  it('given a deal through checkout and ops, then one row with the latest facts and the state history', async () => {
    await spec()
      .given([[stream, throughCheckoutAndOps()]])
      .thenReadModel(async () => {
        const { rows } = await kit.pool.query('SELECT * FROM deals');
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          id: dealId,
          customer_id: customerId,
          customer_group: 'b2c',
          customer_state: 'contract_prepared',
          downpayment_cents: '200000',
          finance_rate_cents: '47000',
          insurance_rate_cents: '5950',
          selected_extra: 'registration',
          logistics: 'deliveryAndRegistration',
          referred_by_code: 'FRIEND1',
          revision: '8',
          last_actor_user_id: adminId,
          last_actor_role: 'Admin',
          checkout_completed_at: new Date(at),
        });
        const history = await kit.pool.query('SELECT from_state, to_state, trigger, actor_role FROM deal_state_changes ORDER BY revision');
        expect(history.rows).toEqual([
          { from_state: 'inquired', to_state: 'car_configured', trigger: 'configure_car', actor_role: 'Customer' },
          { from_state: 'car_configured', to_state: 'checkout_completed', trigger: 'place_order', actor_role: 'Customer' },
          { from_state: 'checkout_completed', to_state: 'contract_prepared', trigger: 'prepare_contract', actor_role: 'Admin' },
        ]);
      });
  });

  it('given the order and its reservation (issue 17), then the order number, the payment status and the option the Anzahlung makes', async () => {
    const customer = { userId: customerId, role: 'Customer' as const };
    const admin = { userId: adminId, role: 'Admin' as const };
    await spec()
      .given([[stream, throughCheckoutAndOps()]])
      .when([
        [
          stream,
          [
            ev({ type: 'DealPaymentAuthorised', data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 200000, method: 'card', actor: customer, authorisedAt: at } }),
            ev({ type: 'DealTermsAccepted', data: { dealId, agbVersion: 'agb-2026-11', withdrawalVersion: 'widerruf-2026-11', actor: customer, acceptedAt: at } }),
            ev({ type: 'DealOrderPlaced', data: { dealId, orderNumber: 'AL-2026-000007', actor: customer, placedAt: at } }),
            ev({ type: 'DealPaymentCaptured', data: { dealId, paymentId: 'sandbox_pa_1', amountCents: 200000, actor: admin, capturedAt: adminMeta.occurredAt } }, adminMeta),
          ],
        ],
      ])
      .thenRows('SELECT order_number, payment_status, finance_options FROM deals', [{ order_number: 'AL-2026-000007', payment_status: 'paid', finance_options: 'monthly_and_one_time' }]);
  });

  it('given an archive, then the row says customer_archived', async () => {
    await spec()
      .given([[stream, throughCheckoutAndOps()]])
      .when([[stream, [ev({ type: 'DealArchived', data: { dealId, from: 'contract_prepared', actor: { userId: adminId, role: 'Admin' }, archivedAt: at } }, adminMeta)]]])
      .thenRows('SELECT customer_state FROM deals', [{ customer_state: 'customer_archived' }]);
  });

  it('gives the same rows and history whether a batch holds one event, some or all of them, in a transaction or as one statement', async () => {
    const other = 'd0000000-0000-4000-8000-0000000000b2';
    const stream = throughCheckoutAndOps().map((e) => newEvent(e.type, { ...(e.data as object), dealId: other }, e.metadata as typeof customerMeta));
    const snapshot = async () => ({
      deal: (await kit.pool.query('SELECT * FROM deals WHERE id = $1', [other])).rows,
      history: (await kit.pool.query('SELECT * FROM deal_state_changes WHERE deal_id = $1 ORDER BY revision', [other])).rows,
    });
    // In a transaction (a rebuild's replay, each batch twice), then as live batches of one statement
    // with the checkpoint move (batchStatement): the same rows every time.
    const sizes = [1, 2, 4, Infinity];
    const first = await spec()
      .given([[`deal-${other}`, stream]])
      .thenSameForEveryBatching(snapshot, [...sizes, ...sizes.map((batchSize) => ({ batchSize, live: true }))]);
    expect(first.deal).toHaveLength(1);
    expect(first.history).toHaveLength(3);
  });

  it('finds the deals a batch patches by primary key, never by scanning the whole table', async () => {
    await spec()
      .given([[stream, throughCheckoutAndOps()]])
      .thenReadModel(async () => {
        // A table of a live marketplace's size, and statistics that say so.
        await kit.pool.query(
          `INSERT INTO deals SELECT (jsonb_populate_record(d, jsonb_build_object('id', gen_random_uuid(), 'final_offer_id', gen_random_uuid(), 'order_number', null))).*
             FROM deals d, generate_series(1, 5000)`,
        );
        await kit.pool.query('ANALYZE deals');
        const events = await kit.readAllUpTo(await kit.append(`deal-${dealId}`, [ev({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: null, reason: 'cleared', changedAt: at } })]));
        const statement = dealsProjection.batchStatement?.(events.slice(-1));
        if (!statement) throw new Error('the deals projection gives its batches as one statement');
        const { rows } = await kit.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) WITH ${statement.ctes} SELECT 1`, statement.values);
        const plan = JSON.stringify(rows[0]['QUERY PLAN']);
        expect(plan).toContain('"Index Name":"deals_pkey"');
        expect(plan).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"deals"/);
      });
  });

  it('patches every column of the table but the key (DEAL_PATCHABLE_COLUMNS is the table)', async () => {
    const { rows } = await kit.pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'deals' ORDER BY ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['id', ...DEAL_PATCHABLE_COLUMNS]);
  });
});
