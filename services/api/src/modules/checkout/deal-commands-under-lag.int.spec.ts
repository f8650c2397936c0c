import { dealStreamId } from '@autoleasing/domain';
import type { ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { eventually } from '../../../test/eventually';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { dealEvents, poolOf, startDealSpec, startDealsProjection, type DealSpec } from './test/checkout-test-kit';

/**
 * Issue 19: an answer never contradicts what happened. Commands check who owns the deal on its
 * stream and answer from their own decision while the read model lags. No projection runs here,
 * so the deals read model never learns of the deals. A command on a deal the read model lacks:
 * when(request) → then(answer, exactly the events it appended to the deal's stream) (httpSpec).
 */
jest.setTimeout(60_000);
// Every answer here waits out the read-your-writes bound (nothing projects): a short one keeps the
// suite quick, and what the answers say is the same whatever the bound.
process.env.READ_YOUR_WRITES_WAIT_MS = '200';

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
/** The request as one of the customers (httpSpec's `when`). */
const by =
  (role: 'b2c' | 'b2b', method: 'post' | 'patch', url: string, body: object): ApiRequest =>
  () =>
    as(role)[method](url).send(body);

const createBody = () => ({ deal_props: { car_spec_id: spec!.offer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true });

/** A deal whose creation the read model has not seen: the create answers from its own decision. */
async function dealTheReadModelLacks(): Promise<string> {
  const created = await as('b2c').post('/api/v1/checkout/deals').send(createBody());
  expect(created.status).toBe(201);
  expect((await poolOf(t).query('SELECT 1 FROM deals WHERE id = $1', [created.body.id])).rowCount).toBe(0);
  return created.body.id as string;
}

it('a create answers 201 with the new id and says the deal is being updated; a retry with its key gets the same deal', async () => {
  const key = 'lag-create-0001';
  const created = await as('b2c').post('/api/v1/checkout/deals').set('idempotency-key', key).send(createBody());
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: expect.any(String), customer_state: 'inquired', revision: 0, caught_up: false });
  expect((await dealEvents(t, created.body.id)).map((e) => e.type)).toEqual(['DealCreated']);
  await httpSpec(t)
    .when(() => as('b2c').post('/api/v1/checkout/deals').set('idempotency-key', key).send(createBody()))
    .then({ status: 201, body: { id: created.body.id } }, { [dealStreamId(created.body.id)]: [] });
  const { rows } = await poolOf(t).query("SELECT count(*)::int AS n FROM events WHERE type = 'DealCreated' AND data->>'dealId' = $1", [created.body.id]);
  expect(rows[0].n).toBe(1);
});

it('its owner reads it from the stream (200, being updated); another customer gets 404', async () => {
  const dealId = await dealTheReadModelLacks();
  const own = await as('b2c').get(`/api/v1/checkout/deals/${dealId}`);
  expect(own.status).toBe(200);
  expect(own.body).toEqual({ id: dealId, customer_state: 'inquired', revision: 0, caught_up: false });
  const foreign = await as('b2b').get(`/api/v1/checkout/deals/${dealId}`);
  expect(foreign.status).toBe(404);
  expect(foreign.body.code).toBe('deal_not_found');
});

it('a step and a configuration change answer with the state and revision they decided, not an older view', async () => {
  const dealId = await dealTheReadModelLacks();
  const step = await as('b2c').post(`/api/v1/checkout/deals/${dealId}/status_update`).send({ customer_state: 'car_configured' });
  expect(step.status).toBe(200);
  expect(step.body).toEqual({ id: dealId, customer_state: 'car_configured', revision: 1, caught_up: false });
  const changed = await as('b2c').patch(`/api/v1/checkout/deals/${dealId}`).send({ months: 48 });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ id: dealId, caught_up: false });
  expect(changed.body.revision).toBeGreaterThan(1);
  const events = await dealEvents(t, dealId);
  expect(events.length).toBe(changed.body.revision + 1);
  expect(events.find((e) => e.type === 'DealFinalOfferChanged')?.data).toMatchObject({ offer: { months: 48 } });
  await httpSpec(t)
    .when(by('b2b', 'patch', `/api/v1/checkout/deals/${dealId}`, { months: 36 }))
    .then({ status: 404 }, { [dealStreamId(dealId)]: [] });
});

it('its owner posts a message to it (201, text stored, fact in the stream); another customer gets 404 and stores nothing', async () => {
  const dealId = await dealTheReadModelLacks();
  const messages = `/api/v1/checkout/deals/${dealId}/messages`;
  await httpSpec(t)
    .when(by('b2b', 'post', messages, { message: 'Fremd', category: 'question', source: 'checkout' }))
    .then({ status: 404, body: { code: 'deal_not_found' } }, { [dealStreamId(dealId)]: [] });
  await httpSpec(t)
    .when(by('b2c', 'post', messages, { message: 'Rückruf bitte', category: 'callback', source: 'checkout' }))
    .then({ status: 201 }, { [dealStreamId(dealId)]: [{ type: 'DealMessagePosted' }] });
  const stored = await poolOf(t).query('SELECT message FROM deal_messages WHERE deal_id = $1', [dealId]);
  expect(stored.rows).toEqual([{ message: 'Rückruf bitte' }]);
  expect((await dealEvents(t, dealId)).map((e) => e.type)).toEqual(['DealCreated', 'DealMessagePosted']);
});

it('its owner applies a referral code to it; another customer gets 404 and changes nothing', async () => {
  const dealId = await dealTheReadModelLacks();
  const code = (await as('b2b').get('/api/v1/checkout/customer')).body.referral_code as string;
  const referral = `/api/v1/checkout/deals/${dealId}/referral`;
  await httpSpec(t)
    .when(by('b2b', 'patch', referral, { referred_by_code: code }))
    .then({ status: 404 }, { [dealStreamId(dealId)]: [] });
  const own = await httpSpec(t)
    .when(by('b2c', 'patch', referral, { referred_by_code: code }))
    .then({ status: 200 }, { [dealStreamId(dealId)]: [{ type: 'DealReferralApplied' }] });
  expect(own.body).toEqual({ applied: true, referred_by_code: code });
  expect((await dealEvents(t, dealId)).map((e) => e.type)).toEqual(['DealCreated', 'DealReferralApplied']);
});

it('an extras change answers with the choice it decided while the read model still shows the one before', async () => {
  const dealId = await dealTheReadModelLacks();
  // The read model learns of the deal, then stops: it lags behind every later command.
  const projection = startDealsProjection(t);
  await eventually(async () => expect((await poolOf(t).query('SELECT 1 FROM deals WHERE id = $1', [dealId])).rowCount).toBe(1), 30_000);
  await projection.stop();
  await as('b2c').patch(`/api/v1/checkout/deals/${dealId}/final_offer_extras`).send({ delivery_option: 'by_home' }).expect(200);

  const chosen = await as('b2c').patch(`/api/v1/checkout/deals/${dealId}/final_offer_extras`).send({ extra_id: 'registration' });
  expect(chosen.status).toBe(200);
  expect(chosen.body).toMatchObject({ delivery_option: 'by_home' });
  expect(chosen.body.extras.filter((e: { selected: boolean }) => e.selected).map((e: { extra_id: string }) => e.extra_id)).toEqual(['registration']);
  const { rows } = await poolOf(t).query('SELECT selected_extra FROM deals WHERE id = $1', [dealId]);
  expect(rows[0].selected_extra).toBeNull();
  expect((await as('b2b').patch(`/api/v1/checkout/deals/${dealId}/final_offer_extras`).send({ extra_id: 'delivery' })).status).toBe(404);
});
