import type { ApiTestApp } from '../../../../test/api-test-app';
import { asRole } from '../../../../test/as-role';
import { dealEvents, poolOf, startDealSpec, type DealSpec } from '../test/checkout-test-kit';

/**
 * Issue 19: a command checks who owns the deal on the deal's stream, never on a read model that
 * may lag. No projection runs here, so the deals read model never learns of the deal.
 */
jest.setTimeout(60_000);

let spec: DealSpec<'b2c' | 'b2b'> | undefined;
let t: ApiTestApp;
const token = { b2c: '', b2b: '' };

beforeAll(async () => {
  spec = await startDealSpec('deal-lag', ['b2c', 'b2b'], []);
  t = spec.t;
  Object.assign(token, spec.tokens);
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

/** A deal whose creation the read model has not seen: found in the event log by its customer. */
async function dealTheReadModelLacks(): Promise<string> {
  const before = await poolOf(t).query("SELECT count(*)::int AS n FROM events WHERE type = 'DealCreated'");
  await as('b2c')
    .post('/api/v1/checkout/deals')
    .send({ deal_props: { car_spec_id: spec!.offer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true });
  const { rows } = await poolOf(t).query<{ id: string; n: number }>(
    `SELECT data->>'dealId' AS id, (SELECT count(*)::int FROM events WHERE type = 'DealCreated') AS n
       FROM events WHERE type = 'DealCreated' AND data->>'customerId' = $1 ORDER BY sequence DESC LIMIT 1`,
    [spec!.userIds.b2c],
  );
  expect(rows[0].n).toBe(before.rows[0].n + 1);
  expect((await poolOf(t).query('SELECT 1 FROM deals WHERE id = $1', [rows[0].id])).rowCount).toBe(0);
  return rows[0].id;
}

it('its owner posts a message to it (201, text stored, fact in the stream); another customer gets 404 and stores nothing', async () => {
  const dealId = await dealTheReadModelLacks();
  const foreign = await as('b2b').post(`/api/v1/checkout/deals/${dealId}/messages`).send({ message: 'Fremd', category: 'question', source: 'checkout' });
  expect(foreign.status).toBe(404);
  expect(foreign.body.code).toBe('deal_not_found');
  const own = await as('b2c').post(`/api/v1/checkout/deals/${dealId}/messages`).send({ message: 'Rückruf bitte', category: 'callback', source: 'checkout' });
  expect(own.status).toBe(201);
  const stored = await poolOf(t).query('SELECT message FROM deal_messages WHERE deal_id = $1', [dealId]);
  expect(stored.rows).toEqual([{ message: 'Rückruf bitte' }]);
  expect((await dealEvents(t, dealId)).map((e) => e.type)).toEqual(['DealCreated', 'DealMessagePosted']);
});

it('its owner applies a referral code to it; another customer gets 404 and changes nothing', async () => {
  const dealId = await dealTheReadModelLacks();
  const code = (await as('b2b').get('/api/v1/checkout/customer')).body.referral_code as string;
  const foreign = await as('b2b').patch(`/api/v1/checkout/deals/${dealId}/referral`).send({ referred_by_code: code });
  expect(foreign.status).toBe(404);
  const own = await as('b2c').patch(`/api/v1/checkout/deals/${dealId}/referral`).send({ referred_by_code: code });
  expect(own.status).toBe(200);
  expect(own.body).toEqual({ applied: true, referred_by_code: code });
  expect((await dealEvents(t, dealId)).map((e) => e.type)).toEqual(['DealCreated', 'DealReferralApplied']);
});
