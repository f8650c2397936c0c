import { dealStreamId } from '@autoleasing/domain';
import type { AdminDealRowDto, DealDto, S3SignatureResponse } from '@autoleasing/contracts';
import { dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { prepareOrder, dealEvents, orderBody, poolOf, startDealSpec, type DealSpec } from '../checkout/test/checkout-test-kit';
import { PDF_BYTES, postUpload } from '../documents/test/documents-test-kit';
import { http } from '../wall/test/wall-test-kit';

jest.setTimeout(60_000);

let spec: DealSpec<'b2c' | 'Admin' | 'Dealer'> | undefined;
let t: ApiTestApp;
let customerToken: string;
let adminToken: string;
let dealerToken: string;
let customerId: string;
let adminId: string;
let carSpecId: string;

beforeAll(async () => {
  spec = await startDealSpec('admin_deals', ['b2c', 'Admin', 'Dealer'], [dealsProjection]);
  t = spec.t;
  ({ b2c: customerToken, Admin: adminToken, Dealer: dealerToken } = spec.tokens);
  ({ b2c: customerId, Admin: adminId } = spec.userIds);
  carSpecId = spec.offer.carSpecId;
}, 120_000);
afterAll(() => spec?.stop());

const customer = (method: 'post' | 'patch', url: string) => http(t)[method](url).set('authorization', `Bearer ${customerToken}`);
const act = (dealId: string, body: object, token = adminToken) => http(t).post(`/api/v1/admin/deals/${dealId}/actions`).set('authorization', `Bearer ${token}`).send(body);
/** An ops action as httpSpec's `when`: its `then` names what it appended to the deal's stream. */
const acting =
  (dealId: string, body: object): ApiRequest =>
  () =>
    act(dealId, body);

/** Ops staff upload the contract PDF and attach it to the deal (needed before prepare_contract). */
async function attachContract(dealId: string): Promise<void> {
  const admin = (url: string) => http(t).post(url).set('authorization', `Bearer ${adminToken}`);
  const target = await admin(`/api/v1/admin/deals/${dealId}/contract_document/upload_target`).send({ file_name: 'Leasingvertrag.pdf', contentType: 'application/pdf' });
  expect(target.status).toBe(200);
  await postUpload(t, target.body as S3SignatureResponse, PDF_BYTES).expect(201);
  expect((await admin(`/api/v1/admin/deals/${dealId}/contract_document`).send({ s3_key: (target.body as S3SignatureResponse).signature.key })).status).toBe(201);
}

/** A private deal through the whole checkout (checkout_completed). */
async function completedDeal(): Promise<DealDto> {
  const deal = (await customer('post', '/api/v1/checkout/deals').send({ deal_props: { car_spec_id: carSpecId, months: 36, km_per_year: 10000 }, force_create: true })).body as DealDto;
  await customer('post', `/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'car_configured' });
  await customer('patch', `/api/v1/checkout/customer/${customerId}/private_personal_details`).send({
    salutation: 'mr', first_name: 'Paul', last_name: 'Privat', birthday: '01.02.1980', phone: '0301234567', street: 'Weg', house_number: '1', postal_code: '10115', city: 'Berlin', lived_since: '01.01.2010', deal_id: deal.id,
  });
  await customer('patch', `/api/v1/checkout/customer/${customerId}/private_banking_details`).send({
    iban: 'DE89370400440532013000', account_holder: 'Paul Privat', employment_type: 'employee', employed_since: '01.01.2012', monthly_income: 4100, deal_id: deal.id,
  });
  await prepareOrder(t, customerToken, customerId, deal.id, 'b2c');
  await customer('post', `/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'documents_uploaded' });
  const done = await customer('post', `/api/v1/checkout/deals/${deal.id}/status_update`).send(orderBody('b2c'));
  expect(done.body.customer_state).toBe('checkout_completed');
  return deal;
}

describe('ops actions (Admin)', () => {
  it('moves a deal from checkout_completed to car_picked_up, each step an event with the staff member', async () => {
    const deal = await completedDeal();
    await attachContract(deal.id);
    const path: [object, string][] = [
      [{ action: 'prepare_contract' }, 'contract_prepared'],
      [{ action: 'mark_contract_sent_by_post' }, 'contract_sent_by_post'],
      [{ action: 'pre_confirm_customer' }, 'customer_pre_confirmed'],
      [{ action: 'confirm_customer' }, 'customer_confirmed'],
      [{ action: 'update_delivery_time', delivery_time: '4_to_6_weeks' }, 'delivery_time_updated'],
      [{ action: 'update_delivery_time', delivery_time: '2_weeks' }, 'delivery_time_updated'],
      [{ action: 'register_car' }, 'car_registered'],
      [{ action: 'mark_car_picked_up' }, 'car_picked_up'],
    ];
    for (const [body, state] of path) {
      const response = await act(deal.id, body);
      expect(response.status).toBe(200);
      expect((response.body as AdminDealRowDto).customer_state).toBe(state);
    }
    const row = (await act(deal.id, { action: 'mark_car_picked_up' })).body;
    expect(row.code).toBe('invalid_transition');
    const events = await dealEvents(t, deal.id);
    const opsEvents = events.filter((e) => (e.actor as { role: string }).role === 'Admin');
    expect(opsEvents.map((e) => e.type)).toEqual([
      'DealDocumentAttached',
      'DealCustomerStateChanged',
      'DealCustomerStateChanged',
      'DealCustomerStateChanged',
      'DealCustomerStateChanged',
      'DealDeliveryTimeUpdated',
      'DealCustomerStateChanged',
      'DealDeliveryTimeUpdated',
      'DealCustomerStateChanged',
      'DealCustomerStateChanged',
    ]);
    for (const event of opsEvents) expect(event.data.actor).toEqual({ userId: adminId, role: 'Admin' });
    const history = await poolOf(t).query('SELECT to_state, actor_user_id FROM deal_state_changes WHERE deal_id = $1 AND actor_role = $2 ORDER BY revision', [deal.id, 'Admin']);
    expect(history.rows.map((r) => r.to_state)).toEqual(['contract_prepared', 'contract_sent_by_post', 'customer_pre_confirmed', 'customer_confirmed', 'delivery_time_updated', 'car_registered', 'car_picked_up']);
    expect((await http(t).get(`/api/v1/checkout/deals/${deal.id}`).set('authorization', `Bearer ${customerToken}`)).body.delivery_time).toBe('2_weeks');
  });

  it('refuses actions the state does not allow with 409 and stores nothing', async () => {
    const deal = await completedDeal();
    const nothing = { [dealStreamId(deal.id)]: [] };
    await httpSpec(t)
      .when(acting(deal.id, { action: 'confirm_customer' }))
      .then({ status: 409, body: { code: 'invalid_transition', message: expect.stringContaining('nicht möglich') } }, nothing);
    await httpSpec(t).when(acting(deal.id, { action: 'update_delivery_time' })).then({ status: 422, body: { code: 'delivery_time_required' } }, nothing);
    await httpSpec(t).when(acting(deal.id, { action: 'prepare_contract', delivery_time: '2_weeks' })).then({ status: 422 }, nothing);
    // "Prepare and upload the contract": without the contract document 409, nothing stored.
    await httpSpec(t)
      .when(acting(deal.id, { action: 'prepare_contract' }))
      .then({ status: 409, body: { code: 'contract_document_required', message: expect.stringContaining('Leasingvertrag') } }, nothing);
    await attachContract(deal.id);
    expect((await act(deal.id, { action: 'prepare_contract' })).status).toBe(200);
    await act(deal.id, { action: 'mark_contract_signed_uploaded' });
    expect((await act(deal.id, { action: 'mark_contract_sent_by_post' })).status).toBe(409);
  });

  it('lists deals from checkout_completed on, by state, with the actions they allow', async () => {
    const open = (await customer('post', '/api/v1/checkout/deals').send({ deal_props: { car_spec_id: carSpecId, months: 36, km_per_year: 10000 }, force_create: true })).body as DealDto;
    const done = await completedDeal();
    const list = await http(t).get('/api/v1/admin/deals').set('authorization', `Bearer ${adminToken}`);
    expect(list.status).toBe(200);
    const ids = list.body.data.map((r: AdminDealRowDto) => r.id);
    expect(ids).toContain(done.id);
    expect(ids).not.toContain(open.id);
    const row = list.body.data.find((r: AdminDealRowDto) => r.id === done.id);
    expect(row).toMatchObject({ customer_state: 'checkout_completed', available_actions: ['prepare_contract'], customer_name: expect.any(String), customer_group: 'b2c' });
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 20 });
    const byState = await http(t).get('/api/v1/admin/deals?customer_state=checkout_completed').set('authorization', `Bearer ${adminToken}`);
    expect(byState.body.data.every((r: AdminDealRowDto) => r.customer_state === 'checkout_completed')).toBe(true);
    expect((await http(t).get('/api/v1/admin/deals?customer_state=inquired').set('authorization', `Bearer ${adminToken}`)).status).toBe(422);
    const unknownState = await http(t).get('/api/v1/admin/deals?customer_state=nirgends').set('authorization', `Bearer ${adminToken}`);
    expect(unknownState.status).toBe(400);
    expect(unknownState.body).toMatchObject({ code: 'invalid_parameter', message: 'Der Parameter „customer_state“ hat einen ungültigen Wert.' });
    const badPage = await http(t).get('/api/v1/admin/deals?page=abc').set('authorization', `Bearer ${adminToken}`);
    expect(badPage.body).toMatchObject({ code: 'invalid_parameter', message: '„page“ muss eine ganze Zahl sein.' });
  });

  it('archives a deal in any state (Admin only): an event with the staff member, then not found', async () => {
    const open = (await customer('post', '/api/v1/checkout/deals').send({ deal_props: { car_spec_id: carSpecId, months: 36, km_per_year: 10000 }, force_create: true })).body as DealDto;
    const done = await completedDeal();
    await attachContract(done.id);
    expect((await act(done.id, { action: 'prepare_contract' })).status).toBe(200);
    const archive = (dealId: string, token = adminToken) => http(t).post(`/api/v1/admin/deals/${dealId}/archive`).set('authorization', `Bearer ${token}`).send({});
    expect((await archive(done.id, customerToken)).status).toBe(403);
    expect((await archive(done.id, dealerToken)).status).toBe(403);
    expect((await http(t).post(`/api/v1/admin/deals/${done.id}/archive`)).status).toBe(401);
    for (const [deal, from] of [[open, 'inquired'], [done, 'contract_prepared']] as const) {
      await httpSpec(t)
        .when(() => archive(deal.id))
        .then(
          { status: 200, body: { id: deal.id, customer_state: 'customer_archived', available_actions: [] } },
          { [dealStreamId(deal.id)]: [{ type: 'DealArchived', data: { from, actor: { userId: adminId, role: 'Admin' } } }] },
        );
    }
    // Archived deals are not found: again 404, nothing stored; the customer does not see it either.
    await httpSpec(t)
      .when(() => archive(done.id))
      .then({ status: 404 }, { [dealStreamId(done.id)]: [] });
    expect((await http(t).get(`/api/v1/checkout/deals/${done.id}`).set('authorization', `Bearer ${customerToken}`)).status).toBe(404);
    expect((await archive('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is for Admins only', async () => {
    const deal = await completedDeal();
    expect((await act(deal.id, { action: 'prepare_contract' }, customerToken)).status).toBe(403);
    expect((await act(deal.id, { action: 'prepare_contract' }, dealerToken)).status).toBe(403);
    expect((await http(t).get('/api/v1/admin/deals').set('authorization', `Bearer ${customerToken}`)).status).toBe(403);
    expect((await http(t).post(`/api/v1/admin/deals/${deal.id}/actions`).send({ action: 'prepare_contract' })).status).toBe(401);
    expect((await act('00000000-0000-4000-8000-000000000000', { action: 'prepare_contract' })).status).toBe(404);
  });
});
