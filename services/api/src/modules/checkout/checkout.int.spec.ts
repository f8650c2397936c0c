import { randomUUID } from 'node:crypto';
import { dealDecider, type DealEvent, fold, dealStreamId } from '@autoleasing/domain';
import { EventOutbox, type EventStore, toNewEvents } from '@autoleasing/infra';
import { dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { EVENT_STORE } from '../../core/tokens';
import { asRole } from '../../../test/as-role';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { uploadDocument } from '../documents/test/documents-test-kit';
import { http } from '../wall/test/wall-test-kit';
import { attachRequiredDocuments, createDealAs, prepareOrder, dealEvents, orderBody, pickOffer, poolOf, startDealSpec, type DealSpec, type OfferPick } from './test/checkout-test-kit';

jest.setTimeout(60_000);

let spec: DealSpec<'b2c' | 'b2b' | 'Dealer' | 'Admin'> | undefined;
let t: ApiTestApp;
const token: Record<'b2c' | 'b2b' | 'Dealer' | 'Admin', string> = { b2c: '', b2b: '', Dealer: '', Admin: '' };
const userId: Record<'b2c' | 'b2b', string> = { b2c: '', b2b: '' };
let b2cOffer: OfferPick;
let b2bOffer: OfferPick;
let b2bOnlyOffer: OfferPick;

beforeAll(async () => {
  spec = await startDealSpec('checkout', ['b2c', 'b2b', 'Dealer', 'Admin'], [dealsProjection]);
  ({ t, offer: b2cOffer } = spec);
  Object.assign(token, spec.tokens);
  userId.b2c = spec.userIds.b2c;
  userId.b2b = spec.userIds.b2b;
  b2bOffer = await pickOffer(poolOf(t), ['b2b', 'both'], 1);
  b2bOnlyOffer = await pickOffer(poolOf(t), ['b2b'], 0, false);
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

const createDeal = (role: 'b2c' | 'b2b', offer: OfferPick, key?: string) => createDealAs(as(role), offer, { idempotencyKey: key });

const status = (role: 'b2c' | 'b2b', dealId: string, customerState: string) =>
  as(role).post(`/api/v1/checkout/deals/${dealId}/status_update`).send({ customer_state: customerState });

const PERSONAL = {
  salutation: 'ms',
  first_name: 'Erika',
  last_name: 'Musterfrau-Geheim',
  birthday: '12.08.1984',
  phone: '+49 30 1234567',
  street: 'Unter den Linden',
  house_number: '5',
  postal_code: '10117',
  city: 'Berlin',
  lived_since: '01.04.2019',
};
const BANKING = {
  iban: 'DE89 3704 0044 0532 0130 00',
  account_holder: 'Erika Musterfrau',
  employment_type: 'employee',
  employed_since: '01.01.2015',
  monthly_income: 3850.5,
};

describe('create deal (spec 4.4)', () => {
  it('creates a deal from deal_props in state inquired, priced like the offer', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    expect(deal).toMatchObject({ customer_state: 'inquired', customer_group: 'b2c', car_spec_id: b2cOffer.carSpecId, customer_id: userId.b2c });
    expect(deal.final_offer).toMatchObject({ months: 36, km_per_year: 10000, final_car_model_id: b2cOffer.carModelId, customer_group: 'b2c' });
    // The leasing math on the offer's own downpayment reproduces the catalogue's gross rate.
    expect(deal.final_offer.finance_rate_cents).toBe(b2cOffer.grossRateCents);
    expect((await dealEvents(t, deal.id)).map((e) => e.type)).toEqual(['DealCreated']);
  });

  it('honours an Idempotency-Key: the repeat gets the same deal, nothing is created twice', async () => {
    const first = await createDeal('b2b', b2bOffer, 'create-deal-key-0001');
    const again = await as('b2b')
      .post('/api/v1/checkout/deals')
      .set('idempotency-key', 'create-deal-key-0001')
      .send({ deal_props: { car_spec_id: b2bOffer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.id);
    const { rows } = await poolOf(t).query('SELECT count(*)::int AS n FROM deals WHERE customer_id = $1 AND car_spec_id = $2', [userId.b2b, b2bOffer.carSpecId]);
    expect(rows[0].n).toBe(1);
    expect(first.final_offer.finance_rate_cents).toBe(b2bOffer.netRateCents);
  });

  it('refuses without force_create, for unknown offers and terms, and for the other group', async () => {
    const props = { car_spec_id: b2cOffer.carSpecId, months: 36, km_per_year: 10000 };
    expect((await as('b2c').post('/api/v1/checkout/deals').send({ deal_props: props, force_create: false })).body.code).toBe('force_create_required');
    const unknown = await as('b2c').post('/api/v1/checkout/deals').send({ deal_props: { ...props, car_spec_id: '00000000-0000-4000-8000-000000000000' }, force_create: true });
    expect(unknown.status).toBe(404);
    const badTerm = await as('b2c').post('/api/v1/checkout/deals').send({ deal_props: { ...props, months: 13 }, force_create: true });
    expect(badTerm.status).toBe(400);
    const other = await as('b2c').post('/api/v1/checkout/deals').send({ deal_props: { ...props, car_spec_id: b2bOnlyOffer.carSpecId }, force_create: true });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'offer_for_other_group', message: 'Leider ist dieses Angebot nur für Geschäftskunden verfügbar.' });
  });
});

describe('ownership and roles', () => {
  it('answers 404 for another customer\'s deal, final offer and details; 403 for staff; 401 for visitors', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    expect((await as('b2b').get(`/api/v1/checkout/deals/${deal.id}`)).status).toBe(404);
    expect((await as('b2b').get(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`)).status).toBe(404);
    // Every command of the other customer: 404, nothing appended to the deal.
    const refused = (request: ApiRequest, body?: Record<string, unknown>) =>
      httpSpec(t).when(request).then({ status: 404, ...(body ? { body } : {}) }, { [dealStreamId(deal.id)]: [] });
    await refused(() => as('b2b').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'car_configured' }));
    await refused(() => as('b2b').patch(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`).send({ extra_id: 'delivery' }));
    await refused(() => as('b2b').post(`/api/v1/checkout/deals/${deal.id}/messages`).send({ message: 'x', category: 'question', source: 'checkout' }));
    expect((await as('b2b').get(`/api/v1/checkout/final_offers/${deal.final_offer.id}`)).status).toBe(404);
    await refused(() => as('b2b').patch(`/api/v1/checkout/final_offers/${deal.final_offer.id}`).send({ downpayment_cents: 0 }));
    await refused(() => as('b2b').patch(`/api/v1/checkout/deals/${deal.id}`).send({ months: 48 }));
    // The payment choice alone is checked inside its command (no stream read before it): the same 404.
    await refused(() => as('b2b').patch(`/api/v1/checkout/deals/${deal.id}`).send({ finance_selection: 'monthly' }), { code: 'deal_not_found' });
    await refused(() => as('b2b').patch(`/api/v1/checkout/deals/${deal.id}/referral`).send({ referred_by_code: 'ABCDEFGH' }));
    await refused(() => as('b2b').post(`/api/v1/checkout/final_offers/${deal.final_offer.id}/restart`).send({}));
    await refused(() => as('b2b').patch(`/api/v1/checkout/customer/${userId.b2b}/business_company_manager_details`).send({ salutation: 'mr', first_name: 'A', last_name: 'B', phone: '030 123456', position: 'GF-404', deal_id: deal.id }));
    // Nothing half-stored: the details of the refused step were rolled back with it.
    expect((await poolOf(t).query("SELECT 1 FROM customer_business_company_manager_details WHERE data->>'position' = 'GF-404'")).rowCount).toBe(0);
    expect((await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2b}/private_personal_details`).send(PERSONAL)).status).toBe(404);
    expect((await as('Dealer').get(`/api/v1/checkout/deals/${deal.id}`)).status).toBe(403);
    expect((await as('Admin').get(`/api/v1/checkout/deals/${deal.id}`)).status).toBe(403);
    expect((await http(t).get(`/api/v1/checkout/deals/${deal.id}`)).status).toBe(401);
    expect(await dealEvents(t, deal.id)).toHaveLength(1);
  });
});

describe('private checkout (spec 2.3, 4.2)', () => {
  it('saves the details with the step on the outbox path too (the deal still has outbox rows after a crash between commit and append)', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    expect((await status('b2c', deal.id, 'car_configured')).status).toBe(200);
    const outbox = t.app.get(EventOutbox);
    const crash = jest.spyOn(outbox, 'afterCommit').mockResolvedValueOnce(undefined);
    const metadata = { actor: { userId: userId.b2c, role: 'Customer' as const }, correlationId: 'crash', causationId: 'crash' };
    // A step decided and written to the outbox by a process that then crashed.
    const recorded = await t.app.get<symbol, EventStore>(EVENT_STORE).readStream(`deal-${deal.id}`);
    const state = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    const decided = dealDecider.decide({ type: 'GiveExtrasAgbConsent', consent: true }, state, { now: new Date(), newId: randomUUID });
    await outbox.transactionAt((tx) => tx.write(`deal-${deal.id}`, toNewEvents(decided, metadata, new Date())));
    crash.mockRestore();
    const pending = () => poolOf(t).query('SELECT 1 FROM event_outbox WHERE stream_id = $1', [`deal-${deal.id}`]);
    expect((await pending()).rowCount).toBe(1);

    const personal = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, deal_id: deal.id });

    expect(personal.status).toBe(200);
    expect(personal.body.deal.customer_state).toBe('personal_details_completed');
    const saved = await poolOf(t).query("SELECT data->>'last_name' AS last_name FROM customer_private_personal_details WHERE user_id = $1", [userId.b2c]);
    expect(saved.rows).toEqual([{ last_name: 'Musterfrau-Geheim' }]);
    expect((await pending()).rowCount).toBe(0);
    expect((await dealEvents(t, deal.id)).map((e) => e.type).slice(-2)).toEqual(['DealExtrasAgbConsentChanged', 'DealCustomerStateChanged']);
  });

  it('goes from inquired to checkout_completed; details stay out of the events', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    expect((await status('b2c', deal.id, 'car_configured')).body.customer_state).toBe('car_configured');

    const personal = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, deal_id: deal.id });
    expect(personal.status).toBe(200);
    expect(personal.body.deal.customer_state).toBe('personal_details_completed');
    expect(personal.body.details).toMatchObject({ last_name: 'Musterfrau-Geheim', number_of_children_to_support: 0 });

    const banking = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send({ ...BANKING, deal_id: deal.id });
    expect(banking.status).toBe(200);
    expect(banking.body.deal.customer_state).toBe('self_assessment_completed');
    expect(banking.body.details).toMatchObject({ iban: 'DE89370400440532013000', monthly_income_cents: 385050, extra_income_cents: 0 });

    // Issue 17: no documents, no documents step; no terms, no order (409, nothing stored).
    const noDocuments = await status('b2c', deal.id, 'documents_uploaded');
    expect(noDocuments.status).toBe(409);
    expect(noDocuments.body).toMatchObject({ code: 'documents_missing', message: expect.stringContaining('Personalausweis oder Reisepass') });
    await attachRequiredDocuments(t, token.b2c, userId.b2c, deal.id, 'b2c');
    expect((await status('b2c', deal.id, 'documents_uploaded')).body.customer_state).toBe('documents_uploaded');
    const noTerms = await status('b2c', deal.id, 'checkout_completed');
    expect(noTerms.status).toBe(409);
    expect(noTerms.body).toMatchObject({ code: 'terms_not_accepted', message: expect.stringContaining('Widerrufsbelehrung') });
    await prepareOrder(t, token.b2c, userId.b2c, deal.id, 'b2c');
    const ordered = await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(orderBody('b2c'));
    expect(ordered.body).toMatchObject({ customer_state: 'checkout_completed', order_number: expect.stringMatching(/^AL-\d{4}-\d{6}$/) });

    const events = await dealEvents(t, deal.id);
    expect(events.map((e) => e.type).slice(-3)).toEqual(['DealTermsAccepted', 'DealCustomerStateChanged', 'DealOrderPlaced']);
    expect(events.filter((e) => e.type === 'DealCustomerStateChanged').map((e) => e.data.trigger)).toEqual([
      'configure_car',
      'personal_details',
      'credit_check_details',
      'documents',
      'place_order',
    ]);
    const log = JSON.stringify(events);
    for (const secret of ['Musterfrau', '3704', '1984', 'Linden']) expect(log).not.toContain(secret);

    const customer = await as('b2c').get('/api/v1/checkout/customer');
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ id: userId.b2c, customer_group: 'b2c', private_personal_details: { city: 'Berlin' }, business_personal_details: null });
    expect(customer.body.referral_code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses a step that does not fit the state with 409 and a German message, storing nothing', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const response = await status('b2c', deal.id, 'checkout_completed');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'invalid_transition', message: expect.stringContaining('nicht möglich') });
    await status('b2c', deal.id, 'car_configured');
    const noDetails = await status('b2c', deal.id, 'personal_details_completed');
    if (noDetails.status === 200) {
      // The demo customer saved personal details in the test before: status_update may then complete the step.
      expect(noDetails.body.customer_state).toBe('personal_details_completed');
    } else {
      expect(noDetails.body.code).toBe('details_required');
    }
    const ops = await status('b2c', deal.id, 'contract_prepared');
    expect(ops.status).toBe(409);
    const revision = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.revision;
    await status('b2c', deal.id, 'car_picked_up');
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.revision).toBe(revision);
  });

  it('validates details per field with German messages and stores nothing on failure', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    await status('b2c', deal.id, 'car_configured');
    const response = await as('b2c')
      .patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`)
      .send({ ...PERSONAL, birthday: '31.02.1990', lived_since: '01.01.2099', postal_code: '123', deal_id: deal.id });
    // Well-formed but invalid values: 422 (DESIGN "Commands"), the shape errors below stay 400.
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('invalid_details');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'birthday', code: 'date_invalid_date', message: 'Dieses Datum existiert nicht.' },
        { field: 'lived_since', code: 'date_not_in_past', message: 'Das Datum muss in der Vergangenheit liegen.' },
        { field: 'postal_code', code: 'postal_code', message: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' },
      ]),
    );
    const missing = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send({ iban: 'DE00' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['account_holder', 'employment_type', 'monthly_income']));
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.customer_state).toBe('car_configured');
  });
});

describe('field limits shared with the web (contracts customer-field-limits)', () => {
  it('refuses 21 children, an income of 0 and amounts above 10 million euros with 422 and German messages, storing nothing', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    await status('b2c', deal.id, 'car_configured');
    const before = (await as('b2c').get('/api/v1/checkout/customer')).body;
    // 21 children: the api allowed up to 20 and the web 99 before; both now stop at 20.
    const children = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, number_of_children_to_support: 21, deal_id: deal.id });
    expect(children.status).toBe(422);
    expect(children.body).toMatchObject({
      code: 'invalid_details',
      details: [{ field: 'number_of_children_to_support', code: 'children_count', message: 'Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.' }],
    });
    // An income of 0 (the api took it before, the web did not) and an amount above the cap (the web did not check it before).
    const banking = await as('b2c')
      .patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`)
      .send({ ...BANKING, monthly_income: 0, extra_income: 10_000_000.01, deal_id: deal.id });
    expect(banking.status).toBe(422);
    expect(banking.body).toMatchObject({ code: 'invalid_details', message: 'Bitte prüfen Sie Ihre Eingaben.' });
    expect(banking.body.details).toEqual([
      { field: 'monthly_income', code: 'amount_not_positive', message: 'Bitte geben Sie einen Betrag größer als 0 € ein.' },
      { field: 'extra_income', code: 'amount_too_large', message: 'Bitte geben Sie einen Betrag von höchstens 10.000.000 € ein.' },
    ]);
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.customer_state).toBe('car_configured');
    const after = (await as('b2c').get('/api/v1/checkout/customer')).body;
    expect(after.private_personal_details).toEqual(before.private_personal_details);
    expect(after.private_banking_details).toEqual(before.private_banking_details);
  });
});

describe('dates of a life (issue 17)', () => {
  it('refuses a lived-since date before the birth date and an employment before the 14th birthday with 422, storing nothing', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    await status('b2c', deal.id, 'car_configured');
    const before = (await as('b2c').get('/api/v1/checkout/customer')).body;
    const lived = await as('b2c')
      .patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`)
      .send({ ...PERSONAL, birthday: '12.08.1984', lived_since: '11.08.1984', deal_id: deal.id });
    expect(lived.status).toBe(422);
    expect(lived.body).toMatchObject({ code: 'invalid_details', details: [{ field: 'lived_since', code: 'date_before_birth_date', message: 'Das Datum darf nicht vor dem Geburtsdatum liegen.' }] });
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.customer_state).toBe('car_configured');
    expect((await as('b2c').get('/api/v1/checkout/customer')).body.private_personal_details).toEqual(before.private_personal_details);

    // The saved birthday (12.08.1984) bounds "Beschäftigt seit" on the next step's form.
    expect((await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send(PERSONAL)).status).toBe(200);
    const employed = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send({ ...BANKING, employed_since: '11.08.1998', deal_id: deal.id });
    expect(employed.status).toBe(422);
    expect(employed.body.details).toEqual([{ field: 'employed_since', code: 'date_before_working_age', message: 'Das Datum darf nicht vor dem 14. Geburtstag liegen.' }]);
    expect((await as('b2c').get('/api/v1/checkout/customer')).body.private_banking_details).toEqual(before.private_banking_details);
    const future = await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send({ ...BANKING, employed_since: '01.01.2099' });
    expect(future.status).toBe(422);
    expect(future.body.details.map((d: { code: string }) => d.code)).toEqual(['date_not_in_past']);
  });
});

describe('group guard (spec 5.2)', () => {
  it('lets b2c use only private details and b2b only business ones', async () => {
    const wrong = await as('b2b').patch(`/api/v1/checkout/customer/${userId.b2b}/private_personal_details`).send(PERSONAL);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'wrong_customer_group', message: 'Dieser Schritt ist nur für Privatkunden vorgesehen.' });
    const wrong2 = await as('b2c')
      .patch(`/api/v1/checkout/customer/${userId.b2c}/business_company_manager_details`)
      .send({ salutation: 'mr', first_name: 'A', last_name: 'B', phone: '030 123456', position: 'GF' });
    expect(wrong2.status).toBe(403);
    expect(wrong2.body.code).toBe('wrong_customer_group');
  });
});

describe('business checkout', () => {
  it('goes through business details, company, owner (defaults of 5.2), documents and the order', async () => {
    const deal = await createDeal('b2b', b2bOffer);
    await status('b2b', deal.id, 'car_configured');
    const base = `/api/v1/checkout/customer/${userId.b2b}`;
    const manager = await as('b2b').patch(`${base}/business_company_manager_details`).send({ salutation: 'mr', first_name: 'Max', last_name: 'Gewerbe', phone: '030 987654', position: 'Geschäftsführer', deal_id: deal.id });
    expect(manager.body.deal.customer_state).toBe('personal_details_completed');
    const company = await as('b2b').patch(`${base}/business_company_details`).send({
      company_name: 'Muster GmbH',
      legal_form: 'gmbh',
      street: 'Industriestraße',
      house_number: '7',
      postal_code: '80331',
      city: 'München',
      founded_at: '01.07.2010',
      iban: 'DE89370400440532013000',
      deal_id: deal.id,
    });
    expect(company.body.deal.customer_state).toBe('company_details_completed');
    const owner = await as('b2b').patch(`${base}/business_personal_details`).send({
      manager_birthday: '01.01.1975',
      manager_lived_since: '01.01.2000',
      manager_street: 'Weg',
      manager_house_number: '1',
      manager_postal_code: '80331',
      manager_city: 'München',
      manager_housing_type: null,
      deal_id: deal.id,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.deal.customer_state).toBe('self_assessment_completed');
    expect(owner.body.details).toMatchObject({ manager_monthly_income_cents: 0, manager_number_of_children_to_support: 0, manager_tax_id: '' });
    expect(owner.body.details).not.toHaveProperty('manager_housing_type');
    // Editing earlier details later changes the details, not the state.
    const again = await as('b2b').patch(`${base}/business_company_manager_details`).send({ salutation: 'mr', first_name: 'Max', last_name: 'Gewerbe', phone: '030 987654', position: 'Inhaber', deal_id: deal.id });
    expect(again.body.deal.customer_state).toBe('self_assessment_completed');
    // Founded 2010: ID and register extract are enough (no BWA); the register is missing here.
    const key = await uploadDocument(t, token.b2b, userId.b2b);
    await as('b2b').post(`/api/v1/checkout/deals/${deal.id}/attached_documents`).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' }).expect(201);
    const noRegister = await status('b2b', deal.id, 'documents_uploaded');
    expect(noRegister.status).toBe(409);
    expect(noRegister.body).toMatchObject({ code: 'documents_missing', message: expect.stringContaining('Handelsregisterauszug oder Gewerbeanmeldung') });
    expect(noRegister.body.message).not.toContain('BWA');
    const register = await uploadDocument(t, token.b2b, userId.b2b);
    await as('b2b').post(`/api/v1/checkout/deals/${deal.id}/attached_documents`).send({ attachment_type: 'business_registration', s3_key: register, contentType: 'application/pdf' }).expect(201);
    expect((await status('b2b', deal.id, 'documents_uploaded')).body.customer_state).toBe('documents_uploaded');
    // b2b: the AGB only (no Widerrufsbelehrung for businesses); the Anzahlung by direct debit.
    if (deal.finance_options !== 'monthly') await as('b2b').patch(`/api/v1/checkout/deals/${deal.id}`).send({ finance_selection: 'monthly' }).expect(200);
    const ordered = await as('b2b').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(orderBody('b2b'));
    expect(ordered.body).toMatchObject({ customer_state: 'checkout_completed', order_number: expect.stringMatching(/^AL-\d{4}-\d{6}$/) });
  });
});

describe('extras, logistics, downpayment (spec 4.5)', () => {
  it('selects one extra, clears it on a second choice, resets on factory pickup; stores logistics', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const url = `/api/v1/checkout/deals/${deal.id}/final_offer_extras`;
    expect((await as('b2c').patch(url).send({ delivery_option: 'by_home' })).body.delivery_option).toBe('by_home');
    const selected = await as('b2c').patch(url).send({ extra_id: 'delivery' });
    expect(selected.status).toBe(200);
    expect(selected.body.extras.map((e: { extra_id: string; selected: boolean }) => [e.extra_id, e.selected])).toEqual([
      ['delivery', true],
      ['registration', false],
    ]);
    const other = await as('b2c').patch(url).send({ extra_id: 'registration' });
    expect(other.body.extras.filter((e: { selected: boolean }) => e.selected).map((e: { extra_id: string }) => e.extra_id)).toEqual(['registration']);
    const cleared = await as('b2c').patch(url).send({ extra_id: 'registration' });
    expect(cleared.body.extras.some((e: { selected: boolean }) => e.selected)).toBe(false);
    await as('b2c').patch(url).send({ extra_id: 'delivery' });
    const factory = await as('b2c').patch(url).send({ delivery_option: 'by_factory' });
    expect(factory.body).toMatchObject({ delivery_option: 'by_factory' });
    expect(factory.body.extras.some((e: { selected: boolean }) => e.selected)).toBe(false);
    const none = await as('b2c').patch(url).send({ extra_id: 'delivery' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('extras_unavailable_factory_pickup');
    const logistics = await as('b2c').patch(url).send({ logistics: 'registration' });
    expect(logistics.body).toMatchObject({ logistics: 'registration', delivery_selected: false, registration_selected: true });
    const both = await as('b2c').patch(url).send({ logistics: 'deliveryAndRegistration' });
    expect(both.body).toMatchObject({ delivery_selected: true, registration_selected: true });
    expect((await as('b2c').patch(url).send({ extra_id: 'delivery', logistics: 'registration' })).status).toBe(400);
    expect((await as('b2c').get(url)).body.logistics).toBe('deliveryAndRegistration');
  });

  it('recalculates on a downpayment change and rejects one that leaves no positive rate', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const url = `/api/v1/checkout/final_offers/${deal.final_offer.id}`;
    const changed = await as('b2c').patch(url).send({ downpayment_cents: deal.final_offer.downpayment_cents + 300000 });
    expect(changed.status).toBe(200);
    expect(changed.body.finance_rate_cents).toBeLessThan(deal.final_offer.finance_rate_cents);
    expect(changed.body.downpayment_cents).toBe(deal.final_offer.downpayment_cents + 300000);
    const before = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body;
    // A positive Anzahlung makes the one-time payment due (issue 17), also on an offer without a default one.
    expect(before.finance_options).toBe('monthly_and_one_time');
    // Issue 17: above the banks' maximum (30 % of the list price) or no number at all: one 422 naming the maximum, nothing stored.
    const maximum = Math.floor((before.final_offer.list_price_cents * 0.3) / 100) * 100;
    for (const downpayment_cents of [b2cOffer.listPriceCents * 2, maximum + 100, 'abc', -1, 12.5]) {
      const refused = await httpSpec(t)
        .when(() => as('b2c').patch(url).send({ downpayment_cents }))
        .then(
          { status: 422, body: { code: 'downpayment_out_of_range', message: expect.stringMatching(/^Die Anzahlung muss zwischen 0 € und € [\d.]+,\d{2} liegen\.$/) } },
          { [dealStreamId(deal.id)]: [] },
        );
      expect(refused.body.details).toEqual([expect.objectContaining({ field: 'downpayment_cents' })]);
    }
    const after = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body;
    expect(after.revision).toBe(before.revision);
    expect(after.downpayment_cents).toBe(before.downpayment_cents);
    await httpSpec(t)
      .when(() => as('b2c').patch(url).send({ downpayment_cents: 0, finance_rate_cents: 1 }))
      .then({ status: 409, body: { code: 'rate_outdated' } }, { [dealStreamId(deal.id)]: [] });
    const consent = await as('b2c').patch(url).send({ extras_agb_consent: true });
    expect(consent.body.extras_agb_consent).toBe(true);
    expect((await as('b2c').get(url)).body.id).toBe(deal.final_offer.id);
  });

  it('stores a custom list price (euros) with the final offer: recalculated, VAT round trip of spec 9, listprice_too_low below the base', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const url = `/api/v1/checkout/final_offers/${deal.final_offer.id}`;
    const base = deal.final_offer.list_price_cents;
    // Gross euros with a cent that does not survive the VAT round trip unchanged.
    const grossEuros = (base + 500_001) / 100;
    const net = Math.ceil(((base + 500_001) * 100) / 119);
    const expected = Math.floor((net * 119) / 100);
    const changed = await as('b2c').patch(url).send({ custom_list_price: grossEuros });
    expect(changed.status).toBe(200);
    expect(changed.body.list_price_cents).toBe(expected);
    expect(changed.body.finance_rate_cents).toBeGreaterThan(deal.final_offer.finance_rate_cents);
    // The same figures as the configurator's preview (rates_calculation with the same inputs).
    const preview = await as('b2c').post('/api/v1/rates_calculation').send({
      final_offer: { km_per_year: 10000, months: 36, final_car_model_id: b2cOffer.carModelId, car_spec_id: b2cOffer.carSpecId, customer_group: 'b2c', list_price: grossEuros, downpayment: deal.final_offer.downpayment_cents / 100 },
    });
    expect(preview.body).toMatchObject({ final_rate: { cents: changed.body.finance_rate_cents }, custom_list_price_cents: expected });
    const events = await dealEvents(t, deal.id);
    expect(events.at(-1)).toMatchObject({ type: 'DealFinalOfferChanged', data: { offer: { listPriceCents: expected, financeRateCents: changed.body.finance_rate_cents } } });
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.final_offer.list_price_cents).toBe(expected);

    // Below the base: 409 with the spec-8 message, nothing stored.
    const before = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body;
    await httpSpec(t)
      .when(() => as('b2c').patch(url).send({ custom_list_price: (base - 100) / 100 }))
      .then(
        { status: 409, body: { code: 'listprice_too_low', message: 'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.' } },
        { [dealStreamId(deal.id)]: [] },
      );
    // With a downpayment that leaves no positive rate, the list price is not stored either.
    // Issue 17: an Anzahlung above the banks' maximum is a 422 before anything is priced or stored.
    await httpSpec(t)
      .when(() => as('b2c').patch(url).send({ custom_list_price: (base + 900_000) / 100, downpayment_cents: b2cOffer.listPriceCents * 2 }))
      .then({ status: 422 }, { [dealStreamId(deal.id)]: [] });
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.revision).toBe(before.revision);
    expect((await as('b2c').patch(url).send({ custom_list_price: 'viel' })).status).toBe(400);

    // A later downpayment change is priced on the stored custom list price.
    const downpayment = await as('b2c').patch(url).send({ downpayment_cents: 100_000 });
    expect(downpayment.status).toBe(200);
    expect(downpayment.body.list_price_cents).toBe(expected);
    const withDownpayment = await as('b2c').post('/api/v1/rates_calculation').send({
      final_offer: { km_per_year: 10000, months: 36, final_car_model_id: b2cOffer.carModelId, car_spec_id: b2cOffer.carSpecId, customer_group: 'b2c', list_price: expected / 100, downpayment: 1000 },
    });
    expect(downpayment.body.finance_rate_cents).toBe(withDownpayment.body.final_rate.cents);
  });

  it('changes the configuration with PATCH deal and restarts the configurator', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const patched = await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}`).send({ months: 48, km_per_year: 15000, finance_selection: 'monthly' });
    expect(patched.status).toBe(200);
    expect(patched.body.final_offer).toMatchObject({ months: 48, km_per_year: 15000 });
    expect(patched.body).toMatchObject({ finance_selection: 'monthly', selected: true });
    expect((await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}`).send({})).status).toBe(400);
    await status('b2c', deal.id, 'car_configured');
    // Only an upload of the customer's own can be named; the event records it by id (no key, no file name).
    const foreign = await as('b2c').post(`/api/v1/checkout/final_offers/${deal.final_offer.id}/restart`).send({ s3_key: `customers/${userId.b2c}/config.json` });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('upload_not_found');
    const key = await uploadDocument(t, token.b2c, userId.b2c);
    const documentId = (await poolOf(t).query<{ id: string }>('SELECT id FROM documents WHERE s3_key = $1', [key])).rows[0].id;
    await httpSpec(t)
      .when(() => as('b2c').post(`/api/v1/checkout/final_offers/${deal.final_offer.id}/restart`).send({ s3_key: key }))
      .then({ status: 200, body: { customer_state: 'inquired' } }, { [dealStreamId(deal.id)]: [{ type: 'DealConfiguratorRestarted', data: { documentId } }] });
    expect((await dealEvents(t, deal.id)).at(-1)!.data).not.toHaveProperty('s3Key');
  });

  it('refuses message categories and sources outside the enumerated values (no client free text in events)', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    for (const body of [{ category: 'Rückruf an Erika Muster', source: 'checkout' }, { category: 'callback', source: 'erika@example.org' }]) {
      await httpSpec(t)
        .when(() => as('b2c').post(`/api/v1/checkout/deals/${deal.id}/messages`).send({ message: 'Hallo', ...body }))
        .then({ status: 400, body: { code: 'validation_failed' } }, { [dealStreamId(deal.id)]: [] });
    }
    expect((await dealEvents(t, deal.id)).map((e) => e.type)).toEqual(['DealCreated']);
  });

  it('refuses changes once the order is placed', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    await poolOf(t).query('SELECT 1');
    for (const step of ['car_configured']) await status('b2c', deal.id, step);
    await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, deal_id: deal.id });
    await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send({ ...BANKING, deal_id: deal.id });
    await prepareOrder(t, token.b2c, userId.b2c, deal.id, 'b2c');
    await status('b2c', deal.id, 'documents_uploaded');
    expect((await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(orderBody('b2c'))).status).toBe(200);
    await httpSpec(t)
      .when(() => as('b2c').patch(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`).send({ extra_id: 'delivery' }))
      .then({ status: 409, body: { code: 'checkout_closed' } }, { [dealStreamId(deal.id)]: [] });
  });
});

describe('messages and referral', () => {
  it('posts a message (text in its table, the fact in the stream)', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const response = await httpSpec(t)
      .when(() => as('b2c').post(`/api/v1/checkout/deals/${deal.id}/messages`).send({ message: 'Rückruf bitte um 17 Uhr', category: 'callback', source: 'checkout' }))
      .then(
        { status: 201, body: { message: 'Rückruf bitte um 17 Uhr', category: 'callback', source: 'checkout', author_role: 'Customer' } },
        { [dealStreamId(deal.id)]: [{ type: 'DealMessagePosted', data: { category: 'callback' } }] },
      );
    const stored = await poolOf(t).query('SELECT message FROM deal_messages WHERE id = $1', [response.body.id]);
    expect(stored.rows).toEqual([{ message: 'Rückruf bitte um 17 Uhr' }]);
    const events = await dealEvents(t, deal.id);
    expect(events.at(-1)).toMatchObject({ type: 'DealMessagePosted', data: { messageId: response.body.id, category: 'callback' } });
    expect(JSON.stringify(events)).not.toContain('Rückruf');
  });

  it('applies a known referral code and answers 422 with a German message for an unknown one', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const code = (await as('b2b').get('/api/v1/checkout/customer')).body.referral_code as string;
    await httpSpec(t)
      .when(() => as('b2c').patch(`/api/v1/checkout/deals/${deal.id}/referral`).send({ referred_by_code: 'NOPE0000' }))
      .then({ status: 422, body: { code: 'referral_code_unknown', message: expect.stringContaining('nicht bekannt') } }, { [dealStreamId(deal.id)]: [] });
    const applied = await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}/referral`).send({ referred_by_code: code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ applied: true, referred_by_code: code });
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.referred_by_code).toBe(code);
    const own = await as('b2c').get('/api/v1/checkout/customer');
    const deal2 = await createDeal('b2c', b2cOffer);
    await httpSpec(t)
      .when(() => as('b2c').patch(`/api/v1/checkout/deals/${deal2.id}/referral`).send({ referred_by_code: own.body.referral_code }))
      .then({ status: 409, body: { code: 'referral_own_code' } }, { [dealStreamId(deal2.id)]: [] });
  });
});

describe('rates calculation (leasing-math.md, spec 5.2, 8, 9)', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    final_offer: { km_per_year: 10000, months: 36, final_car_model_id: b2cOffer.carModelId, car_spec_id: b2cOffer.carSpecId, customer_group: 'b2b', ...overrides },
  });

  it('answers the rate fields of 7.5 and matches the catalogue term', async () => {
    const { rows } = await poolOf(t).query('SELECT downpayment_cents FROM lease_terms WHERE car_spec_id = $1 AND months = 36 AND km_per_year = 10000', [b2cOffer.carSpecId]);
    const response = await as('b2c').post('/api/v1/rates_calculation').send(body({ downpayment: Number(rows[0].downpayment_cents) / 100 }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      final_rate: { cents: b2cOffer.netRateCents },
      service_rate: { cents: expect.any(Number) },
      insurance_rate: { cents: expect.any(Number) },
      price_per_extra_km_cents: expect.any(Number),
      discount_per_untapped_km_cents: expect.any(Number),
      custom_list_price_cents: b2cOffer.listPriceCents,
    });
  });

  it('rounds a private custom list price through the VAT factor and rejects one below the base', async () => {
    const grossEuros = Math.ceil((b2cOffer.listPriceCents * 1.19) / 100) + 1000.01;
    const response = await as('b2c').post('/api/v1/rates_calculation').send(body({ customer_group: 'b2c', list_price: grossEuros }));
    expect(response.status).toBe(200);
    const gross = Math.round(grossEuros * 100);
    const net = Math.ceil((gross * 100) / 119);
    expect(response.body.custom_list_price_cents).toBe(Math.floor((net * 119) / 100));
    const low = await as('b2c').post('/api/v1/rates_calculation').send(body({ list_price: b2cOffer.listPriceCents / 100 - 1 }));
    expect(low.body).toMatchObject({
      code: 'listprice_too_low',
      message: 'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.',
    });
  });

  it('answers the generic rate message for anything else', async () => {
    const generic = 'Wir können die Rate nicht berechnen. Bitte kontaktieren Sie das Sales-Team. Rückruf anfordern';
    const wrongModel = await as('b2c').post('/api/v1/rates_calculation').send(body({ final_car_model_id: '00000000-0000-4000-8000-000000000000' }));
    expect(wrongModel.status).toBe(422);
    expect(wrongModel.body).toMatchObject({ code: 'rate_calculation_failed', message: generic });
    const huge = await as('b2c').post('/api/v1/rates_calculation').send(body({ downpayment: b2cOffer.listPriceCents / 50 }));
    expect(huge.body).toMatchObject({ code: 'rate_calculation_failed', message: generic });
    const unknownSpec = await as('b2c').post('/api/v1/rates_calculation').send(body({ car_spec_id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownSpec.body.code).toBe('rate_calculation_failed');
  });
});

describe('two tabs submitting the same step at once', () => {
  it('decides them one after the other: one state change, both answers clean', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    await status('b2c', deal.id, 'car_configured');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, deal_id: deal.id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const statusAnswers = await Promise.all(Array.from({ length: 6 }, () => status('b2c', deal.id, 'self_assessment_completed')));
    expect(statusAnswers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const changes = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealCustomerStateChanged').map((e) => e.data.to);
    expect(changes).toEqual(['car_configured', 'personal_details_completed', 'self_assessment_completed']);
  });
});

describe('concurrent commands on one deal', () => {
  it('serialises toggles and steps: no lost update, every event decided on the state before it', async () => {
    const deal = await createDeal('b2c', b2cOffer);
    const url = `/api/v1/checkout/deals/${deal.id}/final_offer_extras`;
    await as('b2c').patch(url).send({ delivery_option: 'by_home' });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => as('b2c').patch(url).send({ extra_id: 'delivery' })),
      status('b2c', deal.id, 'car_configured'),
      as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send({ ...PERSONAL, deal_id: deal.id }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const toggles = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealExtrasChanged').map((e) => e.data.reason);
    // Each toggle saw the one before it: selected, cleared, selected, cleared.
    expect(toggles).toEqual(['selected', 'cleared', 'selected', 'cleared']);
    expect((await as('b2c').get(url)).body.extras.some((e: { selected: boolean }) => e.selected)).toBe(false);
    const revisions = (await dealEvents(t, deal.id)).length;
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`)).body.revision).toBe(revisions - 1);
  });
});

describe('request validation', () => {
  it('answers 400 (never 500) for missing nested bodies', async () => {
    expect((await as('b2c').post('/api/v1/rates_calculation').send({})).status).toBe(400);
    expect((await as('b2c').post('/api/v1/rates_calculation').send({ final_offer: 'x' })).status).toBe(400);
    expect((await as('b2c').post('/api/v1/checkout/deals').send({ force_create: true })).status).toBe(400);
  });
});

describe('erasure of personal data', () => {
  it('deletes the checkout details and message texts with the customer\'s personal data', async () => {
    const deal = await createDeal('b2b', b2bOffer);
    await as('b2b').post(`/api/v1/checkout/deals/${deal.id}/messages`).send({ message: 'Bitte Rückruf', category: 'callback', source: 'checkout' });
    const base = `/api/v1/checkout/customer/${userId.b2b}`;
    await as('b2b').patch(`${base}/business_company_manager_details`).send({ salutation: 'mr', first_name: 'Max', last_name: 'Gewerbe', phone: '030 987654', position: 'GF' });
    const count = async () =>
      (
        await poolOf(t).query(
          `SELECT (SELECT count(*) FROM customer_business_company_manager_details WHERE user_id = $1)::int
                + (SELECT count(*) FROM deal_messages WHERE author_user_id = $1)::int AS n`,
          [userId.b2b],
        )
      ).rows[0].n as number;
    expect(await count()).toBeGreaterThan(1);
    const erased = await as('Admin').delete(`/api/v1/admin/customers/${userId.b2b}/personal_data`);
    expect(String(erased.status)).toMatch(/^2\d\d$/);
    expect(await count()).toBe(0);
  });
});
