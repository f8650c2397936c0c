import { dealStreamId } from '@autoleasing/domain';
import type { CustomerDealDetailDto, DealDto, OpsDealMessageDto, OpsDealSearchResponse, OpsDealTimelineResponse } from '@autoleasing/contracts';
import { customerAreaProjection, dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { eventually } from '../../../test/eventually';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { prepareOrder, createDealAs, dealEvents, orderBody, poolOf, startDealSpec, type DealSpec, type OfferPick } from '../checkout/test/checkout-test-kit';
import { http } from '../wall/test/wall-test-kit';

jest.setTimeout(90_000);

/**
 * Ops read a deal's messages and answer the customer (Admin only): the reply is a DealMessagePosted
 * by the staff actor with its text in deal_messages, and the customer area shows it as "unser Team".
 */
let spec: DealSpec<'b2c' | 'Admin' | 'Dealer'> | undefined;
let t: ApiTestApp;
const token: Record<'b2c' | 'Admin' | 'Dealer', string> = { b2c: '', Admin: '', Dealer: '' };
let b2cId = '';
let offer: OfferPick;

beforeAll(async () => {
  spec = await startDealSpec('ops_messages', ['b2c', 'Admin', 'Dealer'], [dealsProjection, customerAreaProjection]);
  ({ t, offer } = spec);
  Object.assign(token, spec.tokens);
  b2cId = spec.userIds.b2c;
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

const createDeal = () => createDealAs(as('b2c'), offer);

async function checkoutCompletedDeal(): Promise<DealDto> {
  const deal = await createDeal();
  expect((await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'car_configured' })).status).toBe(200);
  await as('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_personal_details`).send({
    salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '12.08.1984', phone: '+49 30 1234567',
    street: 'Unter den Linden', house_number: '5', postal_code: '10117', city: 'Berlin', lived_since: '01.04.2019', deal_id: deal.id,
  }).expect(200);
  await as('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_banking_details`).send({
    iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850, deal_id: deal.id,
  }).expect(200);
  await prepareOrder(t, token.b2c, b2cId, deal.id, 'b2c');
  for (const body of [{ customer_state: 'documents_uploaded' }, orderBody('b2c')]) {
    expect((await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(body)).body.customer_state).toBe(body.customer_state);
  }
  return deal;
}

const customerMessage = (dealId: string, message: string, category = 'question', source = 'customer_area') =>
  as('b2c').post('/api/v1/customer_area/messages').send({ deal_id: dealId, message, category, source });
const thread = async (dealId: string) => {
  const response = await as('Admin').get(`/api/v1/admin/deals/${dealId}/messages`);
  expect(response.status).toBe(200);
  return response.body as OpsDealMessageDto[];
};
const reply = (dealId: string, body: object) => as('Admin').post(`/api/v1/admin/deals/${dealId}/messages`).send(body);
/** A staff reply as httpSpec's `when`: its `then` names what it appended to the deal's stream. */
const replying =
  (dealId: string, body: object): ApiRequest =>
  () =>
    reply(dealId, body);
const rowsOf = async (dealId: string) => (await poolOf(t).query('SELECT id, author_role, message FROM deal_messages WHERE deal_id = $1 ORDER BY created_at', [dealId])).rows;
const unansweredInSearch = async (dealId: string) => {
  const body = (await as('Admin').get('/api/v1/admin/deals/search').query({ q: dealId })).body as OpsDealSearchResponse;
  return body.data.find((d) => d.id === dealId)!.unanswered_messages;
};

describe('GET/POST /api/v1/admin/deals/{id}/messages', () => {
  it('shows the thread oldest first, counts unanswered customer messages and posts the staff reply the customer sees', async () => {
    const deal = await checkoutCompletedDeal();
    expect(await thread(deal.id)).toEqual([]);
    expect(await unansweredInSearch(deal.id)).toBe(0);
    expect((await customerMessage(deal.id, 'Wann kommt mein Auto?', 'delivery')).status).toBe(201);
    expect((await customerMessage(deal.id, 'Fußmatten bitte', 'shop_order', 'customer_shop')).status).toBe(201);
    const before = await thread(deal.id);
    expect(before).toMatchObject([
      { message: 'Wann kommt mein Auto?', category: 'delivery', source: 'customer_area', author_role: 'Customer', author: 'Kunde', author_name: 'Petra Privat' },
      { message: 'Fußmatten bitte', category: 'shop_order', source: 'customer_shop', author_role: 'Customer', author: 'Kunde' },
    ]);
    expect(await unansweredInSearch(deal.id)).toBe(2);
    expect(((await as('Admin').get(`/api/v1/admin/deals/${deal.id}/timeline`)).body as OpsDealTimelineResponse).deal.unanswered_messages).toBe(2);

    const response = await httpSpec(t)
      .when(replying(deal.id, { message: '  Ihr Auto kommt in KW 12.  ', reply_to: before[0].id }))
      .then(
        { status: 201, body: { message: 'Ihr Auto kommt in KW 12.', category: 'reply', source: 'ops', author_role: 'Admin', author: 'unser Team', author_name: 'Anton Admin', reply_to: before[0].id } },
        { [dealStreamId(deal.id)]: [{ type: 'DealMessagePosted', data: { category: 'reply', source: 'ops' }, actor: { role: 'Admin' } }] },
      );
    const events = await dealEvents(t, deal.id);
    expect(events.at(-1)).toMatchObject({ type: 'DealMessagePosted', data: { messageId: response.body.id, category: 'reply', source: 'ops', actor: { role: 'Admin' } } });
    expect(JSON.stringify(events)).not.toContain('KW 12');
    expect((await thread(deal.id)).map((m) => m.author)).toEqual(['Kunde', 'Kunde', 'unser Team']);
    expect(await unansweredInSearch(deal.id)).toBe(0);

    // The customer area shows the reply with the team as author.
    const detail = await eventually(async () => {
      const body = (await as('b2c').get(`/api/v1/customer_area/deals/${deal.id}`)).body as CustomerDealDetailDto;
      expect(body.messages.map((m) => m.message)).toContain('Ihr Auto kommt in KW 12.');
      return body;
    });
    expect(detail.messages.find((m) => m.id === response.body.id)).toMatchObject({ author: 'team', author_label: 'unser Team', category: 'reply' });

    // A new customer message is unanswered again.
    expect((await customerMessage(deal.id, 'Danke!')).status).toBe(201);
    expect(await unansweredInSearch(deal.id)).toBe(1);
  });

  it('refuses empty, too long and foreign replies with German messages and stores nothing', async () => {
    const deal = await checkoutCompletedDeal();
    const other = await checkoutCompletedDeal();
    expect((await customerMessage(other.id, 'Andere Frage')).status).toBe(201);
    const foreignId = (await thread(other.id))[0].id;
    // Each refusal appends nothing to the deal's stream.
    const nothing = { [dealStreamId(deal.id)]: [] };
    await httpSpec(t)
      .when(replying(deal.id, { message: '   ' }))
      .then({ status: 422, body: { code: 'message_required', details: [{ field: 'message', code: 'required', message: 'Bitte geben Sie eine Antwort ein.' }] } }, nothing);
    await httpSpec(t)
      .when(replying(deal.id, { message: 'x'.repeat(2001) }))
      .then({ status: 422, body: { code: 'message_too_long', details: [{ field: 'message', code: 'too_long' }] } }, nothing);
    await httpSpec(t)
      .when(replying(deal.id, { message: 'Hallo', reply_to: foreignId }))
      .then({ status: 422, body: { code: 'reply_to_unknown', details: [{ field: 'reply_to', code: 'unknown' }] } }, nothing);
    await httpSpec(t).when(replying(deal.id, {})).then({ status: 400 }, nothing);
    await httpSpec(t).when(replying(deal.id, { message: 'Hallo', extra: 1 })).then({ status: 400 }, nothing);
    expect(await rowsOf(deal.id)).toEqual([]);

    // 2000 characters after trimming are fine; blanks around do not count.
    expect((await reply(deal.id, { message: ` ${'y'.repeat(2000)} ` })).status).toBe(201);
    expect(await rowsOf(deal.id)).toHaveLength(1);
  });

  it('answers 404 for unknown deals and deals still in checkout; customers and dealers get 403', async () => {
    const open = await createDeal();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [open.id, unknown]) {
      expect((await as('Admin').get(`/api/v1/admin/deals/${id}/messages`)).status).toBe(404);
      await httpSpec(t)
        .when(replying(id, { message: 'Hallo' }))
        .then({ status: 404, body: { code: 'deal_not_found' } }, { [dealStreamId(id)]: [] });
    }
    expect(await rowsOf(open.id)).toEqual([]);
    const done = await checkoutCompletedDeal();
    for (const role of ['b2c', 'Dealer'] as const) {
      expect((await as(role).get(`/api/v1/admin/deals/${done.id}/messages`)).status).toBe(403);
      expect((await as(role).post(`/api/v1/admin/deals/${done.id}/messages`).send({ message: 'Hallo' })).status).toBe(403);
    }
    expect((await http(t).get(`/api/v1/admin/deals/${done.id}/messages`)).status).toBe(401);
    expect(await rowsOf(done.id)).toEqual([]);
  });
});

// Last: it erases the demo customer's personal data (sessions and all), which the tests above use.
describe('erasure of the customer\'s personal data', () => {
  it('deletes every message of their deals, staff replies included', async () => {
    const deal = await checkoutCompletedDeal();
    expect((await customerMessage(deal.id, 'Ich bin Petra Privat')).status).toBe(201);
    expect((await reply(deal.id, { message: 'Hallo Frau Privat, gern.' })).status).toBe(201);
    expect(await rowsOf(deal.id)).toHaveLength(2);
    await as('Admin').delete(`/api/v1/admin/customers/${b2cId}/personal_data`).expect(204);
    expect(await rowsOf(deal.id)).toEqual([]);
    expect(await thread(deal.id)).toEqual([]);
    expect(await unansweredInSearch(deal.id)).toBe(0);
  });
});
