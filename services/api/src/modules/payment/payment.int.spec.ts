import { dealStreamId } from '@autoleasing/domain';
import type { DealDto } from '@autoleasing/contracts';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { dealEvents, startDealsProjection } from '../checkout/test/checkout-test-kit';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(60_000);

let t: ApiTestApp;
let projection: { stop(): Promise<void> };
let privat: string;
let gewerbe: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startApiTestApp('payment');
  await seedDemoUsers(poolOf(t));
  projection = startDealsProjection(t);
  [privat, gewerbe] = [await login(t, DEMO.b2c), await login(t, DEMO.b2b)];
});
afterAll(async () => {
  await projection?.stop();
  await t?.close();
});

/** A deal on an offer whose 36/10,000 term has (or has no) downpayment: one-time payment or none. */
async function createDeal(token: string, withDownpayment: boolean, groups = ['b2c', 'both'], offset = 0): Promise<DealDto> {
  const { rows } = await poolOf(t).query<{ id: string }>(
    `SELECT s.id FROM car_specs s JOIN offer_prices op ON op.id = s.id JOIN lease_terms l ON l.car_spec_id = s.id AND l.months = 36 AND l.km_per_year = 10000
      WHERE s.customer_groups = ANY($1::text[]) AND NOT s.bafa_bonus_available AND s.delivery_by_home_cents IS NOT NULL
        AND (l.downpayment_cents > 0) = $2
      ORDER BY s.id LIMIT 1 OFFSET $3`,
    [groups, withDownpayment, offset],
  );
  const response = await http(t)
    .post('/api/v1/checkout/deals')
    .set(auth(token))
    .send({ deal_props: { car_spec_id: rows[0].id, months: 36, km_per_year: 10000 }, force_create: true })
    .expect(201);
  return response.body as DealDto;
}

/** The customer chooses to pay the Anzahlung by card (the reservation is due from then on). */
const chooseCard = (token: string, dealId: string) =>
  http(t).patch(`/api/v1/checkout/deals/${dealId}`).set(auth(token)).send({ finance_selection: 'one_time' }).expect(200);

const card = (number: string, extra: Record<string, string> = {}) => ({ card_number: number, expiry: '12/30', cvc: '123', holder: 'Petra Privat', ...extra });
const charge = (token: string, body: object, key?: string) => {
  const call = http(t).post('/api/v1/payment/charges').set(auth(token));
  if (key) void call.set('idempotency-key', key);
  return call.send(body);
};

/** A charge as httpSpec's `when`: its `then` names the events it appended to the deal's stream. */
const charging =
  (token: string, body: object, key?: string): ApiRequest =>
  () =>
    charge(token, body, key);

async function chargeRows(dealId: string) {
  const { rows } = await poolOf(t).query('SELECT * FROM payment_charges WHERE deal_id = $1 ORDER BY created_at', [dealId]);
  return rows as Record<string, unknown>[];
}

describe('POST /api/v1/payment/charges (sandbox provider)', () => {
  it('reserves the due Anzahlung on a test card (authorised, not taken), and keeps only the last four digits', async () => {
    const deal = await createDeal(privat, true);
    expect(deal.finance_options).toBe('monthly_and_one_time');
    // Nothing chosen yet: no card reservation is due (the customer may also pay by direct debit).
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4242424242424242') }))
      .then({ status: 409, body: { code: 'payment_not_due' } }, { [dealStreamId(deal.id)]: [] });
    await chooseCard(privat, deal.id);
    const response = await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4242 4242 4242 4242') }))
      .then(
        {
          status: 201,
          body: {
            deal_id: deal.id, status: 'authorised', amount_cents: deal.downpayment_cents, currency: 'EUR', card_last4: '4242',
            provider_charge_id: expect.stringMatching(/^sandbox_pa_/), decline_code: null, message: null,
          },
        },
        { [dealStreamId(deal.id)]: [{ type: 'DealPaymentAuthorised' }] },
      );
    const [row] = await chargeRows(deal.id);
    expect(row).toMatchObject({ status: 'authorised', card_last4: '4242', card_brand: 'visa', provider: 'sandbox' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const events = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealPaymentAuthorised');
    expect(events).toEqual([
      {
        type: 'DealPaymentAuthorised',
        data: { dealId: deal.id, paymentId: response.body.provider_charge_id, amountCents: deal.downpayment_cents, method: 'card', actor: expect.objectContaining({ role: 'Customer' }), authorisedAt: expect.any(String) },
        actor: expect.objectContaining({ role: 'Customer' }),
      },
    ]);
    expect(JSON.stringify(await dealEvents(t, deal.id))).not.toContain('4242424242424242');
    const shown = await http(t).get(`/api/v1/checkout/deals/${deal.id}`).set(auth(privat)).expect(200);
    expect(shown.body.payment_status).toBe('authorised');

    // Reserved: nothing is due any more, a second reservation is refused and nothing is reserved.
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4242424242424242') }))
      .then({ status: 409, body: { code: 'payment_not_due', message: expect.stringContaining('keine Zahlung fällig') } }, { [dealStreamId(deal.id)]: [] });
    expect(await chargeRows(deal.id)).toHaveLength(1);
  });

  it('records a declined card as failed with a German message, and a later good card is reserved', async () => {
    const deal = await createDeal(privat, true, ['b2c', 'both'], 1);
    await chooseCard(privat, deal.id);
    const stream = dealStreamId(deal.id);
    // The first decline marks the payment failed; later ones change nothing on the deal.
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4000 0000 0000 0002') }))
      .then(
        { status: 201, body: { status: 'failed', decline_code: 'card_declined', message: expect.stringContaining('Ihre Karte wurde abgelehnt') } },
        { [stream]: [{ type: 'DealPaymentStatusChanged', data: { paymentStatus: 'failed' } }] },
      );
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4000000000009995') }))
      .then({ status: 201, body: { status: 'failed', decline_code: 'insufficient_funds', message: expect.stringContaining('Deckung') } }, { [stream]: [] });
    // The provider's expired_card (its test card): an expiry in the past no longer gets this far (see the invalid cards below).
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('4000000000000069') }))
      .then({ status: 201, body: { status: 'failed', decline_code: 'expired_card', message: expect.stringContaining('abgelaufen') } }, { [stream]: [] });
    await httpSpec(t)
      .when(charging(privat, { deal_id: deal.id, ...card('5555555555554444') }))
      .then({ status: 201, body: { status: 'authorised' } }, { [stream]: [{ type: 'DealPaymentAuthorised' }] });
    expect((await chargeRows(deal.id)).map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'authorised']);
    const payment = (await dealEvents(t, deal.id)).filter((e) => e.type.startsWith('DealPayment')).map((e) => e.data.paymentStatus ?? e.type);
    expect(payment).toEqual(['failed', 'DealPaymentAuthorised']);
  });

  it('honours Idempotency-Key: the same request is answered once and reserved once', async () => {
    const deal = await createDeal(privat, true, ['b2c', 'both'], 2);
    await chooseCard(privat, deal.id);
    const body = { deal_id: deal.id, ...card('4242424242424242') };
    const first = await charge(privat, body, 'pay-key-0001').expect(201);
    const replay = await httpSpec(t)
      .when(charging(privat, body, 'pay-key-0001'))
      .then({ status: 201 }, { [dealStreamId(deal.id)]: [] });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await chargeRows(deal.id)).toHaveLength(1);
    await charge(privat, { ...body, cvc: '999' }, 'pay-key-0001').expect(422);
  });

  it('charges nothing when no payment is due, for another customer\'s deal, or for an invalid card', async () => {
    const monthly = await createDeal(privat, false);
    expect(monthly.finance_options).toBe('monthly');
    await httpSpec(t)
      .when(charging(privat, { deal_id: monthly.id, ...card('4242424242424242') }))
      .then({ status: 409 }, { [dealStreamId(monthly.id)]: [] });
    const theirs = await createDeal(gewerbe, true, ['b2b', 'both']);
    await chooseCard(gewerbe, theirs.id);
    await httpSpec(t)
      .when(charging(privat, { deal_id: theirs.id, ...card('4242424242424242') }))
      .then({ status: 404, body: { code: 'deal_not_found' } }, { [dealStreamId(theirs.id)]: [] });
    await httpSpec(t)
      .when(charging(gewerbe, { deal_id: theirs.id, ...card('4242424242424241') }))
      .then({ status: 422, body: { code: 'card_number_invalid', message: expect.stringContaining('Kartennummer') } }, { [dealStreamId(theirs.id)]: [] });
    // The card rules of contracts (the web checks the same): 422 at the field, the provider is not asked.
    await httpSpec(t)
      .when(charging(gewerbe, { deal_id: theirs.id, ...card('4242424242424242', { expiry: '13/30' }) }))
      .then(
        { status: 422, body: { code: 'card_expiry_invalid', details: [{ field: 'expiry', code: 'card_expiry_invalid', message: 'Bitte geben Sie das Ablaufdatum als MM/JJ ein.' }] } },
        { [dealStreamId(theirs.id)]: [] },
      );
    // An expired card (before: sent to the provider, declined, recorded as a failed payment) and a 12-digit number (before: taken).
    await httpSpec(t)
      .when(charging(gewerbe, { deal_id: theirs.id, ...card('4242424242424242', { expiry: '01/20' }) }))
      .then(
        { status: 422, body: { code: 'card_expired', message: 'Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.', details: [{ field: 'expiry', code: 'card_expired', message: 'Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.' }] } },
        { [dealStreamId(theirs.id)]: [] },
      );
    await httpSpec(t)
      .when(charging(gewerbe, { deal_id: theirs.id, ...card('424242424242', { cvc: '12' }) }))
      .then(
        {
          status: 422,
          body: {
            code: 'card_number_invalid',
            details: [
              { field: 'card_number', code: 'card_number_invalid', message: 'Bitte geben Sie eine gültige Kartennummer ein.' },
              { field: 'cvc', code: 'card_cvc_invalid', message: 'Bitte geben Sie die Prüfnummer Ihrer Karte ein: drei Ziffern, bei American Express vier.' },
            ],
          },
        },
        { [dealStreamId(theirs.id)]: [] },
      );
    // Four CVC digits belong to American Express; on a Visa they are a typo, refused before the provider is asked.
    await httpSpec(t)
      .when(charging(gewerbe, { deal_id: theirs.id, ...card('4242424242424242', { cvc: '1234' }) }))
      .then({ status: 422, body: { code: 'card_cvc_invalid', details: [{ field: 'cvc', code: 'card_cvc_invalid' }] } }, { [dealStreamId(theirs.id)]: [] });
    expect(await chargeRows(monthly.id)).toEqual([]);
    expect(await chargeRows(theirs.id)).toEqual([]);
    await http(t).post('/api/v1/payment/charges').send({}).expect(401);
    await charge(await login(t, DEMO.Dealer), { deal_id: theirs.id, ...card('4242424242424242') }).expect(403);
  });

  it('reserves once when two requests for the same deal race', async () => {
    const deal = await createDeal(privat, true, ['b2c', 'both'], 3);
    await chooseCard(privat, deal.id);
    const results = await Promise.all([0, 1, 2].map(() => charge(privat, { deal_id: deal.id, ...card('4242424242424242') })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await chargeRows(deal.id)).toHaveLength(1);
  });
});
