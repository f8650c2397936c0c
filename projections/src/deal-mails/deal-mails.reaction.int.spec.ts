import { randomUUID } from 'node:crypto';
import { DEAL_MAIL_KINDS } from '@autoleasing/contracts';
import { generateDemoData, loadOperatorConfig, loadSecondFactorKey, type NewEvent } from '@autoleasing/infra';
import { PDFDocument } from 'pdf-lib';
import { projectionSpec, type ProjectionSpecOptions } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { vehicleName } from './deal-mail-data';
import { createDealMailsReaction } from './deal-mails.reaction';
import { admin, created, dealEvent, insertCustomer, orderPlaced, ORIGIN, outboxOf, stateChanged } from './testing/deal-mail-fixtures';

jest.setTimeout(90_000);

/** given(deal created).when(deal events).then(mail_outbox rows) (projectionSpec): the reaction applied by the runtime's applyBatch, batch by batch. */
describe('deal-mails reaction', () => {
  const reaction = createDealMailsReaction({ publicOrigin: ORIGIN, operator: loadOperatorConfig({}, false) });
  let kit: ProjectionTestKit;
  let carSpecId: string;
  let car: string;

  beforeAll(async () => {
    kit = await createProjectionTestKit('deal_mails_reaction');
    await generateDemoData({ pool: kit.pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
    const { rows } = await kit.pool.query<{ id: string; manufacturer: string; series: string; model: string }>(
      `SELECT s.id, m.name AS manufacturer, cs.name AS series, cm.name AS model FROM car_specs s JOIN car_models cm ON cm.id = s.car_model_id
         JOIN car_series cs ON cs.id = cm.car_series_id JOIN manufacturers m ON m.id = cm.manufacturer_id ORDER BY s.seed_ordinal LIMIT 1`,
    );
    carSpecId = rows[0].id;
    car = vehicleName(rows[0].manufacturer, rows[0].series, rows[0].model);
    // Installed before any test event occurs: events from before the installation send no mails.
    await reaction.createTables(kit.pool);
  });
  afterAll(async () => {
    await kit.close();
  });

  /**
   * On the outbox as earlier cases left it (a reaction is not rebuilt), each batch applied twice:
   * the runtime retries a batch whose commit it did not see, and no mail may go out twice.
   */
  const spec = (options: ProjectionSpecOptions = {}) => projectionSpec(kit, reaction, { keepTables: true, ...options });
  const deal = (dealId: string, events: NewEvent[]) => [[`deal-${dealId}`, events] as const];

  /** A customer and the DealCreated event of a deal of theirs (the `given`). */
  async function newDeal(options: { deliveryOption?: 'by_home' | 'by_dealer' } = {}): Promise<{ dealId: string; customerId: string; email: string; createdEvent: NewEvent }> {
    const email = `kunde-${randomUUID().slice(0, 8)}@example.com`;
    const customerId = await insertCustomer(kit.pool, email);
    const dealId = randomUUID();
    return { dealId, customerId, email, createdEvent: created(dealId, customerId, carSpecId, { deliveryOption: options.deliveryOption ?? 'by_home' }) };
  }

  it('mails the order with its number, a link to the deal, HTML and text, and the order summary PDF', async () => {
    const { dealId, email, createdEvent } = await newDeal();
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(deal(dealId, [dealEvent({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: 'registration', reason: 'selected', changedAt: new Date().toISOString() } }), orderPlaced(dealId, 'AL-2026-000123')]))
      .thenReadModel(async () => {
        const mails = await outboxOf(kit.pool, dealId);
        expect(mails.map((m) => m.kind)).toEqual(['order_received']);
        const [mail] = mails;
        expect(mail.recipient).toBe(email);
        expect(mail.subject).toBe('Ihre Bestellung AL-2026-000123 ist bei uns eingegangen');
        expect(mail.text_body).toContain('Guten Tag Frau Erika Mustermann,');
        expect(mail.text_body).toContain(`Bestellung ansehen: ${ORIGIN}/customer/deals/${dealId}/contracts`);
        expect(mail.text_body).toContain(car);
        expect(mail.html_body).toContain(`href="${ORIGIN}/customer/deals/${dealId}/contracts"`);
        expect(mail.html_body).toContain('<html lang="de">');
        expect(mail.attachments).toHaveLength(1);
        expect(mail.attachments[0]).toMatchObject({ file_name: 'Bestellung-AL-2026-000123.pdf', content_type: 'application/pdf' });
        const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0].content, 'base64'));
        expect(pdf.getTitle()).toBe('Bestellübersicht AL-2026-000123');
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      });
  });

  it('mails each payment step with its amount; they are required, so an opt-out does not stop them', async () => {
    const { dealId, customerId, createdEvent } = await newDeal();
    await kit.pool.query(`INSERT INTO customer_mail_preferences (customer_id, kind, enabled) SELECT $1, k, false FROM unnest($2::text[]) k`, [customerId, [...DEAL_MAIL_KINDS]]);
    const paymentId = randomUUID();
    const actor = { userId: randomUUID(), role: 'System' as const };
    const at = new Date().toISOString();
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(
        deal(dealId, [
          orderPlaced(dealId, 'AL-2026-000124'),
          dealEvent({ type: 'DealPaymentAuthorised', data: { dealId, paymentId, amountCents: 150000, method: 'card', actor, authorisedAt: at } }, actor),
          dealEvent({ type: 'DealPaymentVoided', data: { dealId, paymentId, amountCents: 150000, reason: 'customer_changes_terms', actor, voidedAt: at } }, actor),
          dealEvent({ type: 'DealPaymentAuthorised', data: { dealId, paymentId, amountCents: 150000, method: 'card', actor, authorisedAt: at } }, actor),
          dealEvent({ type: 'DealPaymentCaptured', data: { dealId, paymentId, amountCents: 150000, actor, capturedAt: at } }, actor),
          dealEvent({ type: 'DealPaymentRefunded', data: { dealId, paymentId, amountCents: 150000, actor, refundedAt: at } }, actor),
          stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract'),
        ]),
      )
      .thenReadModel(async () => {
        const mails = await outboxOf(kit.pool, dealId);
        expect(mails.map((m) => m.kind).sort()).toEqual(['order_received', 'payment_authorised', 'payment_authorised', 'payment_captured', 'payment_refunded', 'payment_voided'].sort());
        const captured = mails.find((m) => m.kind === 'payment_captured')!;
        expect(captured.subject).toBe('Zahlung abgebucht – Bestellung AL-2026-000124');
        expect(captured.text_body).toContain('€ 1.500,00');
      });
  });

  it('mails the later steps, each once, naming the order number and linking to the deal', async () => {
    const { dealId, createdEvent } = await newDeal();
    const staff = admin();
    const replyId = randomUUID();
    await kit.pool.query(`INSERT INTO deal_messages (id, deal_id, author_user_id, author_role, message, category, source) VALUES ($1, $2, $3, 'Admin', 'Ihr Vertrag ist unterwegs.', 'general', 'customer_area')`, [
      replyId,
      dealId,
      staff.userId,
    ]);
    const customer = { userId: randomUUID(), role: 'Customer' as const };
    await spec({ batchSize: 3 })
      .given(deal(dealId, [createdEvent]))
      .when(
        deal(dealId, [
          orderPlaced(dealId, 'AL-2026-000125'),
          dealEvent({ type: 'DealSelfAssessmentFormGenerated', data: { dealId, documentId: randomUUID(), generatedAt: new Date().toISOString() } }),
          dealEvent({ type: 'DealSelfAssessmentFormGenerated', data: { dealId, documentId: randomUUID(), generatedAt: new Date().toISOString(), detailsVersion: 'v2' } }),
          stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract'),
          dealEvent({ type: 'DealMessagePosted', data: { dealId, messageId: randomUUID(), category: 'question', source: 'customer_area', actor: customer, postedAt: new Date().toISOString() } }, customer),
          dealEvent({ type: 'DealMessagePosted', data: { dealId, messageId: replyId, category: 'reply', source: 'ops', actor: staff, postedAt: new Date().toISOString() } }, staff),
          stateChanged(dealId, 'contract_prepared', 'contract_signed_uploaded', 'mark_contract_signed_uploaded'),
          stateChanged(dealId, 'contract_signed_uploaded', 'customer_pre_confirmed', 'pre_confirm_customer'),
          dealEvent({ type: 'DealDeliveryTimeUpdated', data: { dealId, deliveryTime: '4_to_6_weeks', previousDeliveryTime: null, actor: staff, updatedAt: new Date().toISOString() } }, staff),
          dealEvent({ type: 'DealDeliveryTimeUpdated', data: { dealId, deliveryTime: '2_to_3_months', previousDeliveryTime: '4_to_6_weeks', actor: staff, updatedAt: new Date().toISOString() } }, staff),
          stateChanged(dealId, 'delivery_time_updated', 'car_registered', 'register_car'),
          stateChanged(dealId, 'car_registered', 'car_picked_up', 'mark_car_picked_up'),
        ]),
      )
      .thenReadModel(async () => {
        const mails = await outboxOf(kit.pool, dealId);
        expect(mails.map((m) => m.kind)).toEqual([
          'order_received',
          'self_assessment_ready',
          'self_assessment_ready',
          'contract_ready',
          'staff_reply',
          'contract_signed_received',
          'delivery_date_set',
          'delivery_date_set',
          'car_registered',
        ]);
        for (const mail of mails) {
          expect(mail.text_body).toContain(`${ORIGIN}/customer/deals/${dealId}/`);
          expect(`${mail.subject} ${mail.text_body}`).toContain('AL-2026-000125');
        }
        expect(mails.filter((m) => m.kind === 'self_assessment_ready').map((m) => m.subject)).toEqual([
          'Ihre Selbstauskunft ist erstellt – Bestellung AL-2026-000125',
          'Ihre Selbstauskunft ist aktualisiert – Bestellung AL-2026-000125',
        ]);
        expect(mails.find((m) => m.kind === 'staff_reply')!.text_body).toContain('„Ihr Vertrag ist unterwegs.“');
        const [first, changed] = mails.filter((m) => m.kind === 'delivery_date_set');
        expect(first.text_body).toContain('steht fest: in 4–6 Wochen');
        expect(changed.subject).toBe('Neuer Liefertermin – Bestellung AL-2026-000125');
        expect(changed.text_body).toContain('jetzt in 2–3 Monate (bisher 4–6 Wochen)');
      });
  });

  it('mails "ready for pick-up" at the registration when the customer collects the car', async () => {
    const { dealId, createdEvent } = await newDeal({ deliveryOption: 'by_dealer' });
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(deal(dealId, [stateChanged(dealId, 'customer_confirmed', 'car_registered', 'register_car')]))
      .thenReadModel(async () => {
        const mails = await outboxOf(kit.pool, dealId);
        expect(mails.map((m) => m.kind)).toEqual(['ready_for_pickup']);
        expect(mails[0].subject).toBe('Ihr Fahrzeug ist abholbereit');
      });
  });

  it('respects the opt-out of optional mails', async () => {
    const { dealId, customerId, createdEvent } = await newDeal();
    await kit.pool.query(`INSERT INTO customer_mail_preferences (customer_id, kind, enabled) VALUES ($1, 'contract_ready', false), ($1, 'contract_signed_received', true)`, [customerId]);
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(deal(dealId, [stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract'), stateChanged(dealId, 'contract_prepared', 'contract_signed_uploaded', 'mark_contract_signed_uploaded')]))
      .thenReadModel(async () => {
        expect((await outboxOf(kit.pool, dealId)).map((m) => m.kind)).toEqual(['contract_signed_received']);
      });
  });

  it('reads the address at send time: a changed e-mail gets the next mail, an erased customer none', async () => {
    const { dealId, customerId, createdEvent } = await newDeal();
    await kit.pool.query(`UPDATE users SET email = 'neu@example.com' WHERE id = $1`, [customerId]);
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(deal(dealId, [stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract')]))
      .thenReadModel(async () => {
        expect((await outboxOf(kit.pool, dealId)).map((m) => [m.kind, m.recipient])).toEqual([['contract_ready', 'neu@example.com']]);
      });
    await kit.pool.query(`UPDATE users SET erased_at = now() WHERE id = $1`, [customerId]);
    await spec()
      .when(deal(dealId, [stateChanged(dealId, 'contract_prepared', 'contract_signed_uploaded', 'mark_contract_signed_uploaded')]))
      .thenReadModel(async () => {
        expect((await outboxOf(kit.pool, dealId)).map((m) => [m.kind, m.recipient])).toEqual([['contract_ready', 'neu@example.com']]);
      });
  });

  it('mails nothing twice when a batch is applied again (the runtime retried it) and nothing for events before it was installed', async () => {
    const { dealId, createdEvent } = await newDeal();
    // Each batch applied twice, as the runtime retries it: one mail still.
    await spec()
      .given(deal(dealId, [createdEvent]))
      .when(deal(dealId, [stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract')]))
      .thenReadModel(async () => {
        expect((await outboxOf(kit.pool, dealId)).map((m) => m.kind)).toEqual(['contract_ready']);
      });

    await kit.pool.query(`UPDATE deal_mails_installed SET installed_at = now() + interval '1 hour'`);
    try {
      await spec()
        .when(deal(dealId, [stateChanged(dealId, 'contract_prepared', 'contract_signed_uploaded', 'mark_contract_signed_uploaded')]))
        .thenReadModel(async () => {
          expect((await outboxOf(kit.pool, dealId)).map((m) => m.kind)).toEqual(['contract_ready']);
        });
    } finally {
      await kit.pool.query(`UPDATE deal_mails_installed SET installed_at = now() - interval '1 hour'`);
    }
  });
});
