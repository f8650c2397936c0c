import type { DealDto, OpsDealSearchResponse, OpsDealTimelineResponse, S3SignatureResponse } from '@autoleasing/contracts';
import { dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { prepareOrder, createDealAs, dealEvents, orderBody, poolOf, startDealSpec, type DealSpec, type OfferPick } from '../checkout/test/checkout-test-kit';
import { PDF_BYTES, PNG_BYTES, postUpload } from '../documents/test/documents-test-kit';
import { DEMO, http } from '../wall/test/wall-test-kit';

jest.setTimeout(60_000);

/**
 * The ops screen's endpoints (Admin only): the filtered deal list, a deal's timeline from its
 * events, and the contract PDF upload, together with the ops actions.
 */
let spec: DealSpec<'b2c' | 'b2b' | 'Admin'> | undefined;
let t: ApiTestApp;
const token: Record<'b2c' | 'b2b' | 'Admin', string> = { b2c: '', b2b: '', Admin: '' };
let adminId = '';
let offer: OfferPick;

beforeAll(async () => {
  spec = await startDealSpec('ops-screen', ['b2c', 'b2b', 'Admin'], [dealsProjection]);
  ({ t, offer } = spec);
  Object.assign(token, spec.tokens);
  adminId = spec.userIds.Admin;
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

const createDeal = () => createDealAs(as('b2c'), offer);

/** The private checkout through the customer's own calls, up to the order. */
async function checkoutCompletedDeal(): Promise<DealDto> {
  const deal = await createDeal();
  const customerId = deal.customer_id;
  expect((await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'car_configured' })).status).toBe(200);
  const personal = {
    salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '12.08.1984', phone: '+49 30 1234567',
    street: 'Unter den Linden', house_number: '5', postal_code: '10117', city: 'Berlin', lived_since: '01.04.2019', deal_id: deal.id,
  };
  expect((await as('b2c').patch(`/api/v1/checkout/customer/${customerId}/private_personal_details`).send(personal)).status).toBe(200);
  const banking = { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850, deal_id: deal.id };
  expect((await as('b2c').patch(`/api/v1/checkout/customer/${customerId}/private_banking_details`).send(banking)).status).toBe(200);
  await prepareOrder(t, token.b2c, customerId, deal.id, 'b2c');
  for (const body of [{ customer_state: 'documents_uploaded' }, orderBody('b2c')]) {
    const step = await as('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(body);
    expect(step.body.customer_state).toBe(body.customer_state);
  }
  return deal;
}

const search = async (query: Record<string, string> = {}) => {
  const response = await as('Admin').get('/api/v1/admin/deals/search').query(query);
  expect(response.status).toBe(200);
  return response.body as OpsDealSearchResponse;
};
const notesOf = async (dealId: string) =>
  (await poolOf(t).query('SELECT id, author_user_id, note, erased_at FROM deal_ops_notes WHERE deal_id = $1 ORDER BY created_at', [dealId])).rows;
const act = (dealId: string, action: string, extra: Record<string, unknown> = {}) => as('Admin').post(`/api/v1/admin/deals/${dealId}/actions`).send({ action, ...extra });

async function uploadContract(dealId: string, content = PDF_BYTES): Promise<string> {
  const target = await as('Admin').post(`/api/v1/admin/deals/${dealId}/contract_document/upload_target`).send({ file_name: 'Leasingvertrag Müller.pdf', contentType: 'application/pdf' });
  expect(target.status).toBe(200);
  await postUpload(t, target.body as S3SignatureResponse, content).expect(201);
  return (target.body as S3SignatureResponse).signature.key;
}

describe('GET /api/v1/admin/deals/search', () => {
  it('lists deals from checkout_completed on with the filters of the screen', async () => {
    const open = await createDeal();
    const ordered = await checkoutCompletedDeal();
    const all = await search();
    expect(all.data.map((d) => d.id)).toContain(ordered.id);
    expect(all.data.map((d) => d.id)).not.toContain(open.id);
    const row = all.data.find((d) => d.id === ordered.id)!;
    expect(row).toMatchObject({
      customer_state: 'checkout_completed',
      customer_name: 'Petra Privat',
      customer_email: DEMO.b2c,
      available_actions: ['prepare_contract'],
    });
    expect(all.meta).toMatchObject({ page: 1, per_page: 20 });
    expect(all.dealers).toContainEqual({ id: row.dealer_id, name: row.dealer_name });

    expect((await search({ state_group: 'contracts' })).data.map((d) => d.id)).toContain(ordered.id);
    expect((await search({ state_group: 'waiting_for_delivery' })).data.map((d) => d.id)).not.toContain(ordered.id);
    expect((await search({ customer_state: 'contract_prepared' })).data).toHaveLength(0);
    expect((await search({ q: 'PRIVAT@autoleasing' })).data.map((d) => d.id)).toContain(ordered.id);
    expect((await search({ q: 'petra priv' })).data.map((d) => d.id)).toContain(ordered.id);
    expect((await search({ q: ordered.id.slice(0, 8) })).data.map((d) => d.id)).toEqual([ordered.id]);
    expect((await search({ q: ordered.id })).data.map((d) => d.id)).toEqual([ordered.id]);
    expect((await search({ q: 'gewerbe' })).data).toHaveLength(0);
    expect((await search({ q: '%' })).data).toHaveLength(0);
    expect((await search({ dealer_id: row.dealer_id })).meta.total).toBeGreaterThanOrEqual(1);
    expect((await search({ dealer_id: '00000000-0000-4000-8000-000000000000' })).data).toHaveLength(0);

    const inquired = await as('Admin').get('/api/v1/admin/deals/search').query({ customer_state: 'inquired' });
    expect(inquired.status).toBe(422);
    expect(inquired.body.code).toBe('state_not_listed');
    const nope = await as('Admin').get('/api/v1/admin/deals/search').query({ state_group: 'nope' });
    expect(nope.status).toBe(400);
    expect(nope.body).toMatchObject({ code: 'invalid_parameter', message: 'Der Parameter „state_group“ hat einen ungültigen Wert.' });
    const badPage = await as('Admin').get('/api/v1/admin/deals/search').query({ page: '0' });
    expect(badPage.body).toMatchObject({ code: 'invalid_parameter', message: '„page“ muss zwischen 1 und 10000 liegen.' });
    const badDealer = await as('Admin').get('/api/v1/admin/deals/search').query({ dealer_id: 'kein-uuid' });
    expect(badDealer.body).toMatchObject({ code: 'invalid_parameter', message: 'Der Parameter „dealer_id“ hat einen ungültigen Wert.' });
    const unknown = await as('Admin').get('/api/v1/admin/deals/search').query({ sort: 'name' });
    expect(unknown.body).toMatchObject({ code: 'unknown_parameter', message: 'Der Parameter „sort“ ist unbekannt.' });
  });

  it('is for Admins only', async () => {
    expect((await http(t).get('/api/v1/admin/deals/search')).status).toBe(401);
    expect((await as('b2c').get('/api/v1/admin/deals/search')).status).toBe(403);
  });
});

describe('contract upload and timeline', () => {
  it('uploads the contract PDF, prepares the contract and shows every step with the staff member', async () => {
    const deal = await checkoutCompletedDeal();
    const key = await uploadContract(deal.id);
    expect(key.startsWith(`customers/${deal.customer_id}/`)).toBe(true);
    const attached = await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key });
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({ attachment_type: 'contract', file_name: 'Leasingvertrag Müller.pdf', contentType: 'application/pdf' });
    // A retried attach changes nothing.
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key })).status).toBe(201);

    expect((await act(deal.id, 'prepare_contract')).body.customer_state).toBe('contract_prepared');
    expect((await act(deal.id, 'mark_contract_signed_uploaded')).body.customer_state).toBe('contract_signed_uploaded');

    const timeline = await as('Admin').get(`/api/v1/admin/deals/${deal.id}/timeline`);
    expect(timeline.status).toBe(200);
    const body = timeline.body as OpsDealTimelineResponse;
    expect(body.deal).toMatchObject({ id: deal.id, customer_state: 'contract_signed_uploaded', available_actions: ['pre_confirm_customer'] });
    expect(body.contracts.map((c) => c.file_name)).toEqual(['Leasingvertrag Müller.pdf']);
    expect(body.events[0]).toMatchObject({ type: 'DealCreated', actor: { role: 'Customer', name: 'Petra Privat' } });
    const staff = body.events.filter((e) => e.actor.role === 'Admin');
    expect(staff.map((e) => [e.type, e.to_state ?? e.attachment_type])).toEqual([
      ['DealDocumentAttached', 'contract'],
      ['DealCustomerStateChanged', 'contract_prepared'],
      ['DealCustomerStateChanged', 'contract_signed_uploaded'],
    ]);
    for (const entry of staff) expect(entry.actor).toEqual({ user_id: adminId, role: 'Admin', name: 'Anton Admin' });
    expect(staff[1]).toMatchObject({ from_state: 'checkout_completed', trigger: 'prepare_contract' });
    expect(new Date(staff[2].occurred_at).getTime()).toBeGreaterThanOrEqual(new Date(staff[1].occurred_at).getTime());
    expect(body.events.map((e) => e.revision)).toEqual(body.events.map((_, i) => i));

    // Past the contract's preparation no contract is uploaded any more: 409, nothing stored.
    const before = (await dealEvents(t, deal.id)).length;
    const late = await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document/upload_target`).send({ file_name: 'x.pdf', contentType: 'application/pdf' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'contract_upload_not_allowed', message: expect.stringMatching(/Vertrag/) });
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key })).status).toBe(409);
    expect(await dealEvents(t, deal.id)).toHaveLength(before);
  });

  it('stores an action\'s note in deal_ops_notes (the event keeps its id only) and shows it in the timeline (at most 500 characters)', async () => {
    const deal = await checkoutCompletedDeal();
    const key = await uploadContract(deal.id);
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key })).status).toBe(201);
    const before = (await dealEvents(t, deal.id)).length;
    const tooLong = await act(deal.id, 'prepare_contract', { note: 'x'.repeat(501) });
    // The German ValidationPipe: 400 with the field named (without `note` in the DTO any note was 400 too).
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('note');
    expect(JSON.stringify(tooLong.body)).toContain('Die Eingabe ist zu lang.');
    expect(await dealEvents(t, deal.id)).toHaveLength(before);
    // A step the state does not allow: 409, and neither an event nor a note row.
    const refused = await act(deal.id, 'confirm_customer', { note: 'Darf nicht gespeichert werden' });
    expect(refused.status).toBe(409);
    expect(await dealEvents(t, deal.id)).toHaveLength(before);
    expect(await notesOf(deal.id)).toEqual([]);

    expect((await act(deal.id, 'prepare_contract', { note: '  Vertrag per DocuSign an Petra Privat  ' })).status).toBe(200);
    expect((await act(deal.id, 'mark_contract_sent_by_post', { note: '   ' })).status).toBe(200);
    const notes = await notesOf(deal.id);
    expect(notes).toEqual([{ id: expect.any(String), author_user_id: adminId, note: 'Vertrag per DocuSign an Petra Privat', erased_at: null }]);
    const events = await dealEvents(t, deal.id);
    expect(events.find((e) => e.type === 'DealCustomerStateChanged' && e.data.trigger === 'prepare_contract')!.data).toMatchObject({ noteId: notes[0].id });
    expect(events.find((e) => e.type === 'DealCustomerStateChanged' && e.data.trigger === 'prepare_contract')!.data).not.toHaveProperty('note');
    expect(events.find((e) => e.type === 'DealCustomerStateChanged' && e.data.trigger === 'mark_contract_sent_by_post')!.data).not.toHaveProperty('noteId');
    // The stored log itself holds no trace of the text.
    const stored = await poolOf(t).query<{ data: string }>('SELECT data::text AS data FROM events WHERE stream_id = $1', [`deal-${deal.id}`]);
    expect(stored.rows.map((r) => r.data).join('\n')).not.toMatch(/DocuSign|Petra Privat/);

    const body = (await as('Admin').get(`/api/v1/admin/deals/${deal.id}/timeline`)).body as OpsDealTimelineResponse;
    expect(body.events.find((e) => e.trigger === 'prepare_contract')).toMatchObject({ note: 'Vertrag per DocuSign an Petra Privat', actor: { name: 'Anton Admin' } });
    expect(body.events.find((e) => e.trigger === 'mark_contract_sent_by_post')).not.toHaveProperty('note');
  });

  it('still shows the note text of legacy events that carried it', async () => {
    const deal = await checkoutCompletedDeal();
    const key = await uploadContract(deal.id);
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key })).status).toBe(201);
    expect((await act(deal.id, 'prepare_contract')).status).toBe(200);
    // An event as written before deal_ops_notes existed (the text in the event).
    await poolOf(t).query(
      `UPDATE events SET data = data || '{"note": "Alte Notiz"}'::jsonb WHERE stream_id = $1 AND type = 'DealCustomerStateChanged' AND data->>'trigger' = 'prepare_contract'`,
      [`deal-${deal.id}`],
    );
    const body = (await as('Admin').get(`/api/v1/admin/deals/${deal.id}/timeline`)).body as OpsDealTimelineResponse;
    expect(body.events.find((e) => e.trigger === 'prepare_contract')).toMatchObject({ note: 'Alte Notiz' });
    // The stream still folds: the next step works.
    expect((await act(deal.id, 'mark_contract_sent_by_post')).status).toBe(200);
  });

  it('accepts PDFs only and attaches only uploads that arrived for this deal\'s customer', async () => {
    const deal = await checkoutCompletedDeal();
    const png = await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document/upload_target`).send({ file_name: 'bild.png', contentType: 'image/png' });
    expect(png.status).toBe(422);
    expect(png.body.code).toBe('contract_pdf_only');
    // A file that is no PDF is refused by the upload endpoint (content check), so nothing can be attached.
    const target = (await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document/upload_target`).send({ file_name: 'v.pdf', contentType: 'application/pdf' }))
      .body as S3SignatureResponse;
    expect((await postUpload(t, target, PNG_BYTES)).status).toBe(422);
    const missing = await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: target.signature.key });
    expect(missing.status).toBe(404);
    // Another customer's upload key is not this deal's.
    const foreign = await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: 'customers/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001/a.pdf' });
    expect(foreign.status).toBe(404);
    // The customer's own documents of the order are attached (issue 17); no contract is.
    expect((await dealEvents(t, deal.id)).some((e) => e.type === 'DealDocumentAttached' && e.data.attachmentType === 'contract')).toBe(false);
  });

  it('answers 404 for unknown deals and deals still in checkout; customers get 403', async () => {
    const open = await createDeal();
    expect((await as('Admin').get(`/api/v1/admin/deals/${open.id}/timeline`)).status).toBe(404);
    expect((await as('Admin').get('/api/v1/admin/deals/00000000-0000-4000-8000-000000000000/timeline')).status).toBe(404);
    expect((await as('Admin').post(`/api/v1/admin/deals/${open.id}/contract_document/upload_target`).send({ file_name: 'v.pdf', contentType: 'application/pdf' })).status).toBe(404);
    expect((await as('b2c').get(`/api/v1/admin/deals/${open.id}/timeline`)).status).toBe(403);
    expect((await as('b2c').post(`/api/v1/admin/deals/${open.id}/contract_document`).send({ s3_key: 'x' })).status).toBe(403);
  });
});

// Last: it erases the demo customer's personal data (sessions and all), which the tests above use.
describe('erasure of the customer\'s personal data', () => {
  it('blanks the notes on their deals and the timeline says "Notiz gelöscht"', async () => {
    const deal = await checkoutCompletedDeal();
    const key = await uploadContract(deal.id);
    expect((await as('Admin').post(`/api/v1/admin/deals/${deal.id}/contract_document`).send({ s3_key: key })).status).toBe(201);
    expect((await act(deal.id, 'prepare_contract', { note: 'Kundin Petra Privat bat um Rückruf' })).status).toBe(200);
    await as('Admin').delete(`/api/v1/admin/customers/${deal.customer_id}/personal_data`).expect(204);
    expect(await notesOf(deal.id)).toEqual([{ id: expect.any(String), author_user_id: adminId, note: null, erased_at: expect.any(Date) }]);
    const body = (await as('Admin').get(`/api/v1/admin/deals/${deal.id}/timeline`)).body as OpsDealTimelineResponse;
    const entry = body.events.find((e) => e.trigger === 'prepare_contract')!;
    expect(entry).toMatchObject({ note_erased: true });
    expect(entry).not.toHaveProperty('note');
  });
});
