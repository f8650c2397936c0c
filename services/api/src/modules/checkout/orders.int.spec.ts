import { dealStreamId } from '@autoleasing/domain';
import type { CustomerPaymentDto, DealDto, S3SignatureResponse } from '@autoleasing/contracts';
import { customerAreaProjection, dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { eventually } from '../../../test/eventually';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { PDF_BYTES, postUpload } from '../documents/test/documents-test-kit';
import { attachRequiredDocuments, createDealAs, dealEvents, orderBody, pickOffer, poolOf, startDealSpec, type DealSpec, type OfferPick } from './test/checkout-test-kit';

/**
 * Issue 17: orders the server stands behind. The status_update bypass, the payment rule, the
 * reservation's life (authorise, frozen terms, void, capture, refund, void on archive), payment
 * idempotency, foreign deals, and order numbers under concurrent checkouts — against the real
 * database and the sandbox provider. Commands on a deal built through the checkout: when(request)
 * → then(answer, exactly the events appended to the deal's stream) (httpSpec).
 */

jest.setTimeout(120_000);

let spec: DealSpec<'b2c' | 'b2b' | 'Admin'> | undefined;
let t: ApiTestApp;
const token: Record<'b2c' | 'b2b' | 'Admin', string> = { b2c: '', b2b: '', Admin: '' };
let b2cId = '';
let withDownpayment: OfferPick;
let withoutDownpayment: OfferPick;

beforeAll(async () => {
  spec = await startDealSpec('orders', ['b2c', 'b2b', 'Admin'], [dealsProjection, customerAreaProjection]);
  t = spec.t;
  Object.assign(token, spec.tokens);
  b2cId = spec.userIds.b2c;
  withDownpayment = await offerWith(true);
  withoutDownpayment = await offerWith(false);
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

/** A b2c offer whose 36/10,000 term has (or has no) default Anzahlung. */
async function offerWith(downpayment: boolean): Promise<OfferPick> {
  for (let offset = 0; offset < 40; offset++) {
    const offer = await pickOffer(poolOf(t), ['b2c', 'both'], offset, false);
    const { rows } = await poolOf(t).query<{ downpayment_cents: string }>('SELECT downpayment_cents FROM lease_terms WHERE car_spec_id = $1 AND months = 36 AND km_per_year = 10000', [
      offer.carSpecId,
    ]);
    if (Number(rows[0]?.downpayment_cents ?? 0) > 0 === downpayment) return offer;
  }
  throw new Error(`No b2c offer ${downpayment ? 'with' : 'without'} a default Anzahlung`);
}

const statusUpdate = (dealId: string, body: object) => as('b2c').post(`/api/v1/checkout/deals/${dealId}/status_update`).send(body);
const getDeal = async (dealId: string) => (await as('b2c').get(`/api/v1/checkout/deals/${dealId}`).expect(200)).body as DealDto;
const card = { card_number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Petra Privat' };

let detailsSaved = false;
/** A b2c deal at self_assessment_completed (the details are saved once, then status_update completes those steps). */
async function dealAtSelfAssessment(offer: OfferPick): Promise<DealDto> {
  const deal = await createDealAs(as('b2c'), offer);
  await statusUpdate(deal.id, { customer_state: 'car_configured' }).expect(200);
  if (!detailsSaved) {
    await as('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_personal_details`).send({
      salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '01.02.1980', phone: '030 1234567', street: 'Lindenweg', house_number: '7', postal_code: '10115', city: 'Berlin', lived_since: '01.01.2010', deal_id: deal.id,
    }).expect(200);
    await as('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_banking_details`).send({
      iban: 'DE89370400440532013000', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2012', monthly_income: 4100, deal_id: deal.id,
    }).expect(200);
    detailsSaved = true;
  } else {
    await statusUpdate(deal.id, { customer_state: 'personal_details_completed' }).expect(200);
    await statusUpdate(deal.id, { customer_state: 'self_assessment_completed' }).expect(200);
  }
  return deal;
}

async function dealReadyToOrder(offer: OfferPick): Promise<DealDto> {
  const deal = await dealAtSelfAssessment(offer);
  await attachRequiredDocuments(t, token.b2c, b2cId, deal.id, 'b2c');
  await statusUpdate(deal.id, { customer_state: 'documents_uploaded' }).expect(200);
  return getDeal(deal.id);
}

/** Reserve the Anzahlung by card (choose card first). */
async function reserve(dealId: string) {
  await as('b2c').patch(`/api/v1/checkout/deals/${dealId}`).send({ finance_selection: 'one_time' }).expect(200);
  const response = await as('b2c').post('/api/v1/payment/charges').send({ deal_id: dealId, ...card });
  expect(response.status).toBe(201);
  return response;
}


/** A refusal: 409, the stable code, a German message; nothing appended to the deal's stream, the deal unchanged. */
async function expectRefused(request: ApiRequest, dealId: string, code: string): Promise<Record<string, unknown>> {
  const before = await getDeal(dealId);
  const response = await httpSpec(t)
    .when(request)
    .then({ status: 409, body: { code, message: expect.stringMatching(/[äöüÄÖÜß]|Bitte|Ihre|nicht/) } }, { [dealStreamId(dealId)]: [] });
  const after = await getDeal(dealId);
  expect(after.revision).toBe(before.revision);
  return response.body;
}

describe('the status_update bypass is refused (409, nothing stored)', () => {
  it('no documents → no documents step', async () => {
    const deal = await dealAtSelfAssessment(withoutDownpayment);
    const refused = await expectRefused(() => statusUpdate(deal.id, { customer_state: 'documents_uploaded' }), deal.id, 'documents_missing');
    expect(refused).toMatchObject({ message: expect.stringContaining('Einkommensnachweis'), step: 'documents' });
  });

  it('checkout_completed needs the terms, the payment choice and the reservation; then it is an order with a number', async () => {
    const deal = await dealReadyToOrder(withDownpayment);
    expect(deal.finance_options).toBe('monthly_and_one_time');
    await expectRefused(() => statusUpdate(deal.id, { customer_state: 'checkout_completed' }), deal.id, 'terms_not_accepted');
    await expectRefused(() => statusUpdate(deal.id, { ...orderBody('b2c'), withdrawal_version: undefined }), deal.id, 'terms_version_outdated');
    await expectRefused(() => statusUpdate(deal.id, { ...orderBody('b2c'), agb_version: 'agb-1999-01' }), deal.id, 'terms_version_outdated');
    const noChoice = await expectRefused(() => statusUpdate(deal.id, orderBody('b2c')), deal.id, 'payment_required');
    expect(noChoice.step).toBe('summary');
    await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}`).send({ finance_selection: 'one_time' }).expect(200);
    await expectRefused(() => statusUpdate(deal.id, orderBody('b2c')), deal.id, 'payment_required');
    expect((await dealEvents(t, deal.id)).some((e) => e.type === 'DealTermsAccepted' || e.type === 'DealOrderPlaced')).toBe(false);

    expect((await reserve(deal.id)).body.status).toBe('authorised');
    const ordered = await httpSpec(t)
      .when(() => statusUpdate(deal.id, orderBody('b2c')))
      .then(
        { status: 200, body: { customer_state: 'checkout_completed', payment_status: 'authorised', order_number: expect.stringMatching(/^AL-\d{4}-\d{6}$/) } },
        { [dealStreamId(deal.id)]: [{ type: 'DealTermsAccepted' }, { type: 'DealCustomerStateChanged' }, { type: 'DealOrderPlaced' }] },
      );
    // The same order again changes nothing and keeps its number.
    await httpSpec(t)
      .when(() => statusUpdate(deal.id, orderBody('b2c')))
      .then({ status: 200, body: { order_number: ordered.body.order_number } }, { [dealStreamId(deal.id)]: [] });
    // Ops find the order by its number (list row and search).
    const found = await as('Admin').get('/api/v1/admin/deals/search').query({ q: ordered.body.order_number }).expect(200);
    expect(found.body.data.map((r: { id: string; order_number: string }) => [r.id, r.order_number])).toEqual([[deal.id, ordered.body.order_number]]);
    expect((await dealEvents(t, deal.id)).filter((e) => e.type === 'DealOrderPlaced')).toHaveLength(1);
  });

  it('a removed document blocks the order again', async () => {
    const deal = await dealReadyToOrder(withoutDownpayment);
    const income = deal.attached_documents.find((d) => d.attachment_type === 'proof_of_income');
    await as('b2c').delete(`/api/v1/checkout/deals/${deal.id}/attached_documents/${income!.id}`).expect(204);
    await expectRefused(() => statusUpdate(deal.id, orderBody('b2c')), deal.id, 'documents_missing');
  });

  it('an Anzahlung entered on an offer without one makes the payment due', async () => {
    const deal = await dealReadyToOrder(withoutDownpayment);
    expect(deal.finance_options).toBe('monthly');
    await as('b2c').patch(`/api/v1/checkout/final_offers/${deal.final_offer.id}`).send({ downpayment_cents: 100000 }).expect(200);
    expect((await getDeal(deal.id)).finance_options).toBe('monthly_and_one_time');
    await expectRefused(() => statusUpdate(deal.id, orderBody('b2c')), deal.id, 'payment_required');
  });
});

describe('the reservation: frozen terms, void, capture, refund', () => {
  it('after reserving, Anzahlung, term, km and payment choice are refused until the reservation is cancelled; then the payment is due again', async () => {
    const deal = await dealReadyToOrder(withDownpayment);
    await reserve(deal.id);
    const offerUrl = `/api/v1/checkout/final_offers/${deal.final_offer.id}`;
    const frozen = await expectRefused(() => as('b2c').patch(offerUrl).send({ downpayment_cents: 800000 }), deal.id, 'payment_authorised_terms_frozen');
    expect(frozen.message).toContain('heben Sie bitte zuerst die Reservierung auf');
    await expectRefused(() => as('b2c').patch(offerUrl).send({ downpayment_cents: 0 }), deal.id, 'payment_authorised_terms_frozen');
    await expectRefused(() => as('b2c').patch(`/api/v1/checkout/deals/${deal.id}`).send({ finance_selection: 'monthly' }), deal.id, 'payment_authorised_terms_frozen');
    await expectRefused(() => as('b2c').patch(`/api/v1/checkout/deals/${deal.id}`).send({ months: 48 }), deal.id, 'payment_authorised_terms_frozen');

    const voidCall = () => as('b2c').post(`/api/v1/payment/deals/${deal.id}/void`).set('idempotency-key', `void-${deal.id}`).send();
    const voided = await voidCall().expect(200);
    expect(voided.body).toMatchObject({ deal_id: deal.id, status: 'voided', amount_cents: deal.downpayment_cents });
    const replay = await voidCall().expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(voided.body);
    await expectRefused(() => as('b2c').post(`/api/v1/payment/deals/${deal.id}/void`).send(), deal.id, 'payment_not_authorised');
    expect((await poolOf(t).query('SELECT status FROM payment_charges WHERE deal_id = $1', [deal.id])).rows).toEqual([{ status: 'voided' }]);

    const changed = await as('b2c').patch(offerUrl).send({ downpayment_cents: 150000 }).expect(200);
    expect(changed.body.downpayment_cents).toBe(150000);
    const due = await getDeal(deal.id);
    expect(due.payment_status).toBe('voided');
    await expectRefused(() => statusUpdate(deal.id, orderBody('b2c')), deal.id, 'payment_required');
    const again = await reserve(deal.id);
    expect(again.body).toMatchObject({ status: 'authorised', amount_cents: 150000 });
  });

  it('captures with the signed contract, refunds once (ops), and shows every step in the payments panel and timeline', async () => {
    const deal = await dealReadyToOrder(withDownpayment);
    await reserve(deal.id);
    await statusUpdate(deal.id, orderBody('b2c')).expect(200);
    await attachContract(deal.id);
    await as('Admin').post(`/api/v1/admin/deals/${deal.id}/actions`).send({ action: 'prepare_contract' }).expect(200);
    // The capture call, repeated with the same Idempotency-Key: the first answer, one capture.
    const capture = () => as('Admin').post(`/api/v1/admin/deals/${deal.id}/actions`).set('idempotency-key', `capture-${deal.id}`).send({ action: 'mark_contract_signed_uploaded' });
    const captured = await capture().expect(200);
    const again = await capture().expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(captured.body);
    expect((await getDeal(deal.id)).payment_status).toBe('paid');
    expect((await poolOf(t).query('SELECT status FROM payment_charges WHERE deal_id = $1', [deal.id])).rows).toEqual([{ status: 'captured' }]);

    const refund = () => as('Admin').post(`/api/v1/admin/deals/${deal.id}/payment/refund`).set('idempotency-key', `refund-${deal.id}`).send();
    const refunded = await refund().expect(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', amount_cents: deal.downpayment_cents });
    expect((await refund().expect(200)).body).toEqual(refunded.body);
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/payment/refund`).send()).body.code).toBe('payment_not_captured');
    await as('b2c').post(`/api/v1/admin/deals/${deal.id}/payment/refund`).send().expect(403);

    const types = (await dealEvents(t, deal.id)).map((e) => e.type).filter((type) => /Payment|Order|Terms/.test(type));
    expect(types).toEqual(['DealPaymentAuthorised', 'DealTermsAccepted', 'DealOrderPlaced', 'DealPaymentCaptured', 'DealPaymentRefunded']);
    const panel = await eventually(async () => {
      const body = (await as('b2c').get(`/api/v1/customer_area/payments/${deal.id}`).expect(200)).body as CustomerPaymentDto;
      expect(body.events).toHaveLength(3);
      return body;
    });
    expect(panel.events.map((e) => e.status_label)).toEqual(['reserviert', 'eingezogen', 'erstattet']);
    const detail = (await as('b2c').get(`/api/v1/customer_area/deals/${deal.id}`).expect(200)).body;
    expect(detail.deal.order_number).toMatch(/^AL-/);
    expect(detail.timeline.map((e: { title: string }) => e.title)).toEqual(expect.arrayContaining(['Bestellung aufgegeben', 'Anzahlung auf Ihrer Karte reserviert', 'Anzahlung eingezogen', 'Anzahlung erstattet']));
  });

  it('archiving releases the reservation', async () => {
    const deal = await dealReadyToOrder(withDownpayment);
    await reserve(deal.id);
    await httpSpec(t)
      .when(() => as('b2c').post(`/api/v1/customer_area/deals/${deal.id}/archive`).send())
      .then({ status: 200 }, { [dealStreamId(deal.id)]: [{ type: 'DealPaymentVoided', data: { reason: 'deal_archived', amountCents: deal.downpayment_cents } }, { type: 'DealArchived' }] });
    expect((await poolOf(t).query('SELECT status FROM payment_charges WHERE deal_id = $1', [deal.id])).rows).toEqual([{ status: 'voided' }]);
  });

  it('another customer\'s deal answers 404 for every payment call', async () => {
    const deal = await dealReadyToOrder(withDownpayment);
    await reserve(deal.id);
    const nothing = { [dealStreamId(deal.id)]: [] };
    await httpSpec(t)
      .when(() => as('b2b').post(`/api/v1/payment/deals/${deal.id}/void`).send())
      .then({ status: 404 }, nothing);
    await httpSpec(t)
      .when(() => as('b2b').post('/api/v1/payment/charges').send({ deal_id: deal.id, ...card }))
      .then({ status: 404 }, nothing);
    expect((await as('b2b').get(`/api/v1/customer_area/payments/${deal.id}`)).status).toBe(404);
    expect((await getDeal(deal.id)).payment_status).toBe('authorised');
  });
});

describe('order numbers', () => {
  it('are unique and sequential under 20 concurrent checkouts', async () => {
    const deals: DealDto[] = [];
    for (let i = 0; i < 20; i++) deals.push(await dealReadyToOrder(withoutDownpayment));
    const answers = await Promise.all(deals.map((deal) => statusUpdate(deal.id, orderBody('b2c'))));
    expect(answers.map((a) => a.status)).toEqual(deals.map(() => 200));
    const numbers = answers.map((a) => a.body.order_number as string);
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence[19] - sequence[0]).toBe(19);
    const { rows } = await poolOf(t).query<{ n: number }>('SELECT count(*)::int AS n FROM order_numbers WHERE deal_id = ANY($1::uuid[])', [deals.map((d) => d.id)]);
    expect(rows[0].n).toBe(20);
  });

  it('are not used up by refused orders: the next order gets the next number', async () => {
    const [first, second] = [await dealReadyToOrder(withoutDownpayment), await dealReadyToOrder(withoutDownpayment)];
    const placed = await statusUpdate(first.id, orderBody('b2c'));
    expect(placed.status).toBe(200);
    // Without the accepted terms the decider refuses: no number may be drawn for it.
    for (let i = 0; i < 3; i++) expect((await statusUpdate(second.id, { customer_state: 'checkout_completed' })).status).toBe(409);
    const next = await statusUpdate(second.id, orderBody('b2c'));
    expect(next.status).toBe(200);
    expect(Number((next.body.order_number as string).slice(-6))).toBe(Number((placed.body.order_number as string).slice(-6)) + 1);
  });
});

/** Ops staff upload the contract PDF and attach it (needed before prepare_contract). */
async function attachContract(dealId: string): Promise<void> {
  const target = await as('Admin').post(`/api/v1/admin/deals/${dealId}/contract_document/upload_target`).send({ file_name: 'Leasingvertrag.pdf', contentType: 'application/pdf' }).expect(200);
  await postUpload(t, target.body as S3SignatureResponse, PDF_BYTES).expect(201);
  await as('Admin').post(`/api/v1/admin/deals/${dealId}/contract_document`).send({ s3_key: (target.body as S3SignatureResponse).signature.key }).expect(201);
}
