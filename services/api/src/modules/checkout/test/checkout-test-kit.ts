import { requiredDocuments, TERMS_VERSIONS, type CustomerGroup, type DealDto } from '@autoleasing/contracts';
import { createPgPool, type EventStore } from '@autoleasing/infra';
import { dealsProjection, ProjectionRunner, type Projection } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { EVENT_STORE, PG_POOL } from '../../../core/tokens';
import { startApiTestApp, type ApiTestApp } from '../../../../test/api-test-app';
import type { RoleClient } from '../../../../test/as-role';
import { uploadDocument } from '../../documents/test/documents-test-kit';
import { DEMO, http, login, seedDemoUsers } from '../../wall/test/wall-test-kit';

/** Runs the given projections beside the test app, as the projections process does in production. */
export function startProjections(t: ApiTestApp, projections: readonly Projection[]): { runner: ProjectionRunner; stop(): Promise<void> } {
  const pool = createPgPool(t.database.url, 4);
  const runner = new ProjectionRunner({
    pool,
    eventStore: t.app.get<symbol, EventStore>(EVENT_STORE),
    projections,
    lockRetryMs: 200,
    log: () => undefined,
  });
  runner.start();
  return {
    runner,
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}

export const startDealsProjection = (t: ApiTestApp) => startProjections(t, [dealsProjection]);

export const poolOf = (t: ApiTestApp) => t.app.get<symbol, Pool>(PG_POOL);

export async function dealEvents(t: ApiTestApp, dealId: string): Promise<{ type: string; data: Record<string, unknown>; actor: unknown }[]> {
  const recorded = await t.app.get<symbol, EventStore>(EVENT_STORE).readStream(`deal-${dealId}`);
  return recorded.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, actor: e.metadata.actor }));
}

export interface OfferPick {
  carSpecId: string;
  carModelId: string;
  grossRateCents: number;
  netRateCents: number;
  listPriceCents: number;
}

/** A listed offer (offer_prices, issue 16) open to the group with a 36/10,000 term, no BAFA bonus. */
export async function pickOffer(pool: Pool, groups: readonly string[], offset = 0, withDelivery = true): Promise<OfferPick> {
  const { rows } = await pool.query<{ id: string; car_model_id: string; gross: string; net: string; list_price_cents: string }>(
    `SELECT s.id, s.car_model_id, t.gross_finance_rate_cents AS gross, t.finance_rate_cents AS net, s.list_price_cents
       FROM car_specs s JOIN offer_term_prices t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
      WHERE s.customer_groups = ANY($1::text[]) AND NOT s.bafa_bonus_available
        AND (NOT $3 OR (s.delivery_by_home_cents IS NOT NULL AND s.delivery_by_factory_cents IS NOT NULL))
      ORDER BY s.id LIMIT 1 OFFSET $2`,
    [groups, offset, withDelivery],
  );
  if (!rows[0]) throw new Error(`No offer for ${groups.join(',')}`);
  return { carSpecId: rows[0].id, carModelId: rows[0].car_model_id, grossRateCents: Number(rows[0].gross), netRateCents: Number(rows[0].net), listPriceCents: Number(rows[0].list_price_cents) };
}

/** A fresh deal (36 months, 10,000 km) through the customer's own POST /checkout/deals; `dealProps` adds to deal_props. */
export async function createDealAs(
  client: RoleClient,
  offer: OfferPick,
  options: { idempotencyKey?: string; dealProps?: Record<string, unknown> } = {},
): Promise<DealDto> {
  const call = client.post('/api/v1/checkout/deals');
  if (options.idempotencyKey) void call.set('idempotency-key', options.idempotencyKey);
  const response = await call.send({ deal_props: { car_spec_id: offer.carSpecId, months: 36, km_per_year: 10000, ...options.dealProps }, force_create: true });
  expect(response.status).toBe(201);
  return response.body as DealDto;
}

type DemoRole = keyof typeof DEMO;

/** What the deal int specs start with: see startDealSpec. */
export interface DealSpec<R extends DemoRole> {
  t: ApiTestApp;
  /** A session token per role, for asRole. */
  tokens: Record<R, string>;
  /** The user id of each role's demo user. */
  userIds: Record<R, string>;
  /** A b2c offer with home delivery. */
  offer: OfferPick;
  stop(): Promise<void>;
}

/**
 * The api on a fresh database with the demo users and catalogue, the given projections running
 * beside it, the demo users of `roles` logged in and a b2c offer picked: the beforeAll of the
 * deal-related int specs (checkout, ops screen, ops messages, customer area).
 */
export async function startDealSpec<R extends DemoRole>(name: string, roles: readonly R[], projections: readonly Projection[]): Promise<DealSpec<R>> {
  const t = await startApiTestApp(name);
  await seedDemoUsers(poolOf(t));
  const running = startProjections(t, projections);
  const tokens = {} as Record<R, string>;
  const userIds = {} as Record<R, string>;
  for (const role of roles) {
    tokens[role] = await login(t, DEMO[role]);
    userIds[role] = (await poolOf(t).query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO[role]])).rows[0].id;
  }
  const offer = await pickOffer(poolOf(t), ['b2c', 'both']);
  return {
    t,
    tokens,
    userIds,
    offer,
    async stop() {
      await running.stop();
      await t.close();
    },
  };
}

/**
 * Issue 17: what an order needs besides the steps. Uploads and attaches one document per
 * requirement of the group (contracts' requiredDocuments; a b2b company counted as young, so its
 * BWA too), as the documents page does.
 */
export async function attachRequiredDocuments(t: ApiTestApp, token: string, customerId: string, dealId: string, group: CustomerGroup): Promise<void> {
  for (const requirement of requiredDocuments(group, true)) {
    const key = await uploadDocument(t, token, customerId);
    await http(t)
      .post(`/api/v1/checkout/deals/${dealId}/attached_documents`)
      .set('authorization', `Bearer ${token}`)
      .send({ attachment_type: requirement.anyOf[0], s3_key: key, contentType: 'application/pdf' })
      .expect(201);
  }
}

/** The body of status_update that places the order: the current AGB and (b2c) Widerrufsbelehrung accepted. */
export function orderBody(group: CustomerGroup): { customer_state: 'checkout_completed'; agb_version: string; withdrawal_version?: string } {
  return { customer_state: 'checkout_completed', agb_version: TERMS_VERSIONS.agb, ...(group === 'b2c' ? { withdrawal_version: TERMS_VERSIONS.withdrawal } : {}) };
}

/**
 * Everything an order needs besides the steps and the terms: the required documents and, when
 * the deal has an Anzahlung, a payment choice (direct debit with the first rate: spec 4.3, no
 * card reservation needed).
 */
export async function prepareOrder(t: ApiTestApp, token: string, customerId: string, dealId: string, group: CustomerGroup): Promise<void> {
  await attachRequiredDocuments(t, token, customerId, dealId, group);
  const deal = (await http(t).get(`/api/v1/checkout/deals/${dealId}`).set('authorization', `Bearer ${token}`).expect(200)).body as DealDto;
  if (deal.finance_options === 'monthly') return;
  await http(t).patch(`/api/v1/checkout/deals/${dealId}`).set('authorization', `Bearer ${token}`).send({ finance_selection: 'monthly' }).expect(200);
}
