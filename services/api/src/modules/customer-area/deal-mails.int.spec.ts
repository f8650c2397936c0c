import { randomUUID } from 'node:crypto';
import type { DealDto, DealMailPreferenceDto } from '@autoleasing/contracts';
import { createPostgresEventStore, EventTypeRegistry, loadOperatorConfig, type EventStore } from '@autoleasing/infra';
import { createDealMailsReaction, customerAreaProjection, dealsProjection } from '@autoleasing/projections';
import { PDFDocument } from 'pdf-lib';
import { API_TEST_ORIGIN, type ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { eventually } from '../../../test/eventually';
import { createDealAs, orderBody, poolOf, prepareOrder, startDealSpec, type DealSpec, type OfferPick } from '../checkout/test/checkout-test-kit';
import { DEMO, http } from '../wall/test/wall-test-kit';
import { MailOutboxDispatcher, type MailTransport } from '../wall/mail/mail-outbox-dispatcher';

jest.setTimeout(120_000);

let t: ApiTestApp;
let spec: DealSpec<'b2c' | 'Admin'> | undefined;
let offer: OfferPick;
let b2cId: string;
/** Reads the deal stream as stored, to wait for the reaction's checkpoint. */
let orderEvents: EventStore;

beforeAll(async () => {
  spec = await startDealSpec('deal_mails', ['b2c', 'Admin'], [dealsProjection, customerAreaProjection, createDealMailsReaction({ publicOrigin: API_TEST_ORIGIN, operator: loadOperatorConfig({}, false) })]);
  ({ t, offer } = spec);
  b2cId = spec.userIds.b2c;
  const registry = new EventTypeRegistry();
  registry.register({ type: 'DealOrderPlaced', schemaVersion: 1, validate: () => [] });
  orderEvents = createPostgresEventStore({ databaseUrl: t.database.url, registry });
}, 120_000);
afterAll(async () => {
  await orderEvents?.close();
  await spec?.stop();
});

const as = asRole(() => t, { b2c: '', Admin: '' } as Record<'b2c' | 'Admin', string>);
const client = (role: 'b2c' | 'Admin') => asRole(() => t, spec!.tokens)(role);

/** A private deal ordered through the real order flow; its order number from the order's answer. */
async function completedDeal(): Promise<DealDto & { orderNumber: string }> {
  const deal = await createDealAs(client('b2c'), offer, { dealProps: { delivery_option: 'by_home' } });
  const step = async (state: string) => expect((await client('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: state })).status).toBe(200);
  await step('car_configured');
  await client('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_personal_details`).send({
    salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '01.02.1980', phone: '030 1234567', street: 'Lindenweg', house_number: '7', postal_code: '10115', city: 'Berlin', lived_since: '01.01.2010', deal_id: deal.id,
  });
  await client('b2c').patch(`/api/v1/checkout/customer/${b2cId}/private_banking_details`).send({
    iban: 'DE89370400440532013000', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2012', monthly_income: 4100, deal_id: deal.id,
  });
  await prepareOrder(t, spec!.tokens.b2c, b2cId, deal.id, 'b2c');
  await step('documents_uploaded');
  const order = await client('b2c').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send(orderBody('b2c'));
  expect(order.status).toBe(200);
  return { ...deal, orderNumber: (order.body as { order_number: string }).order_number };
}

const mailsOf = async (dealId: string) =>
  (await poolOf(t).query<{ id: string; kind: string; recipient: string; subject: string; sent_at: Date | null }>('SELECT id, kind, recipient, subject, sent_at FROM mail_outbox WHERE deal_id = $1 ORDER BY created_at', [dealId])).rows;

describe('mail preferences (customer area)', () => {
  it('lists every deal mail; the required ones as always on', async () => {
    const response = await client('b2c').get('/api/v1/customer_area/mail_preferences');
    expect(response.status).toBe(200);
    const list = response.body as DealMailPreferenceDto[];
    expect(list).toHaveLength(12);
    expect(list.find((p) => p.kind === 'order_received')).toEqual({ kind: 'order_received', label: 'Bestellbestätigung mit Bestellübersicht (PDF)', required: true, enabled: true });
    expect(list.filter((p) => p.required).map((p) => p.kind)).toEqual(['order_received', 'payment_authorised', 'payment_captured', 'payment_voided', 'payment_refunded']);
    expect(list.every((p) => p.enabled)).toBe(true);
  });

  it('turns an optional mail off and on; refuses to turn off a required one or an unknown kind, with German messages', async () => {
    const off = await client('b2c').patch('/api/v1/customer_area/mail_preferences/contract_ready').send({ enabled: false });
    expect(off.status).toBe(200);
    expect((off.body as DealMailPreferenceDto[]).find((p) => p.kind === 'contract_ready')?.enabled).toBe(false);
    const on = await client('b2c').patch('/api/v1/customer_area/mail_preferences/contract_ready').send({ enabled: true });
    expect((on.body as DealMailPreferenceDto[]).find((p) => p.kind === 'contract_ready')?.enabled).toBe(true);

    const required = await client('b2c').patch('/api/v1/customer_area/mail_preferences/payment_captured').send({ enabled: false });
    expect(required.status).toBe(409);
    expect(required.body).toMatchObject({ code: 'mail_required', message: 'Diese E-Mail ist gesetzlich vorgeschrieben und kann nicht abbestellt werden.' });
    const unknown = await client('b2c').patch('/api/v1/customer_area/mail_preferences/newsletter').send({ enabled: false });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'unknown_mail_kind' });
    const bad = await client('b2c').patch('/api/v1/customer_area/mail_preferences/contract_ready').send({ enabled: 'nein' });
    expect(bad.status).toBe(400);
    expect((await poolOf(t).query('SELECT 1 FROM customer_mail_preferences WHERE customer_id = $1 AND kind = $2', [b2cId, 'payment_captured'])).rowCount).toBe(0);
  });

  it('needs a customer login', async () => {
    expect((await as('b2c').get('/api/v1/customer_area/mail_preferences')).status).toBe(401);
  });
});

describe('deal mails through the api', () => {
  it('mails staff replies only while switched on, the order with its PDF in the dev outbox, and SMTP sends each once', async () => {
    const deal = await completedDeal();
    await client('b2c').patch('/api/v1/customer_area/mail_preferences/staff_reply').send({ enabled: false }).expect(200);
    await eventually(async () => expect((await client('Admin').post(`/api/v1/admin/deals/${deal.id}/messages`).send({ message: 'Erste Antwort' })).status).toBe(201));

    // The reaction has handled the first reply (switched off then) once its checkpoint passed it.
    const [last] = await orderEvents.readStream(`deal-${deal.id}`, { direction: 'backwards', limit: 1 });
    await eventually(async () => {
      const { rows } = await poolOf(t).query<{ position: string }>("SELECT position::text FROM projection_checkpoints WHERE name = 'deal-mails'");
      expect(BigInt(rows[0]?.position ?? 0) >= last.position).toBe(true);
    });
    expect((await mailsOf(deal.id)).filter((m) => m.kind === 'staff_reply')).toEqual([]);

    await client('b2c').patch('/api/v1/customer_area/mail_preferences/staff_reply').send({ enabled: true }).expect(200);
    expect((await client('Admin').post(`/api/v1/admin/deals/${deal.id}/messages`).send({ message: 'Zweite Antwort' })).status).toBe(201);
    await eventually(async () => expect((await mailsOf(deal.id)).filter((m) => m.kind === 'staff_reply')).toHaveLength(1));

    const orderNumber = deal.orderNumber;
    await eventually(async () => expect((await mailsOf(deal.id)).map((m) => m.kind).sort()).toEqual(['order_received', 'staff_reply']));
    const mails = await mailsOf(deal.id);
    expect(mails.every((m) => m.recipient === DEMO.b2c)).toBe(true);
    expect(mails.find((m) => m.kind === 'order_received')?.subject).toBe(`Ihre Bestellung ${orderNumber} ist bei uns eingegangen`);

    const outbox = await http(t).get('/dev/outbox').expect(200);
    const link = new RegExp(`href="(/dev/outbox/attachments/[0-9a-f-]+)" download="Bestellung-${orderNumber}.pdf"`).exec(outbox.text);
    expect(link).not.toBeNull();
    const file = await http(t).get(link![1]).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(file.body as Buffer)).getTitle()).toBe(`Bestellübersicht ${orderNumber}`);
    expect((await http(t).get(`/dev/outbox/attachments/${randomUUID()}`)).status).toBe(404);

    const sent: { to: unknown; subject: unknown; attachments?: unknown[] }[] = [];
    const transport = {
      sendMail: async (mail: (typeof sent)[number]) => {
        sent.push(mail);
        return { messageId: randomUUID() };
      },
    } as unknown as MailTransport;
    const dispatcher = t.app.get(MailOutboxDispatcher);
    // A refused delivery keeps the row, notes why and backs off: the next round does not try it again at once.
    const refusing = { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) } as unknown as MailTransport;
    expect(await dispatcher.deliverPending(refusing)).toBe(0);
    const failed = await poolOf(t).query<{ last_error: string | null; attempts: number; backing_off: boolean }>(
      'SELECT last_error, attempts, claimed_until > now() AS backing_off FROM mail_outbox WHERE deal_id = $1',
      [deal.id],
    );
    expect(failed.rows).toEqual([
      { last_error: '550 mailbox unavailable', attempts: 1, backing_off: true },
      { last_error: '550 mailbox unavailable', attempts: 1, backing_off: true },
    ]);
    expect(await dispatcher.deliverPending(transport)).toBe(0);
    expect(sent).toEqual([]);
    await poolOf(t).query('UPDATE mail_outbox SET claimed_until = NULL WHERE deal_id = $1', [deal.id]);
    while ((await dispatcher.deliverPending(transport)) > 0) {
      // other specs' rows in this database are sent too
    }
    const ours = sent.filter((m) => String(m.subject).includes(orderNumber) || String(m.subject).startsWith('Unser Team'));
    expect(ours.map((m) => m.to)).toEqual([DEMO.b2c, DEMO.b2c]);
    expect(ours.find((m) => String(m.subject).includes(orderNumber))?.attachments).toHaveLength(1);
    expect((await mailsOf(deal.id)).every((m) => m.sent_at !== null)).toBe(true);
    expect(await dispatcher.deliverPending(transport)).toBe(0);
  });
});
