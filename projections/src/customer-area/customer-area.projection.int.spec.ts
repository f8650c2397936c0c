import type { DealEvent } from '@autoleasing/domain';
import type { NewEvent } from '@autoleasing/infra';
import { rebuildProjection } from '../runtime/rebuild-projection';
import { finalOfferTerms } from '../testing/final-offer-terms';
import { newEvent } from '../testing/new-event';
import { projectionSpec } from '../testing/projection-spec';
import { capturingLogger, createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { CUSTOMER_AREA_CHANNEL, customerAreaProjection } from './customer-area.projection';

jest.setTimeout(60_000);

const customerId = 'c0000000-0000-4000-8000-0000000000c1';
const adminId = 'a0000000-0000-4000-8000-0000000000c1';
const offer = finalOfferTerms();
const customer = { userId: customerId, role: 'Customer' as const };
const admin = { userId: adminId, role: 'Admin' as const };
const ev = (event: DealEvent, actor: typeof customer | typeof admin, occurredAt: string): NewEvent => newEvent(event.type, event.data, { actor, occurredAt });

const created = (dealId: string, at: string): NewEvent =>
  ev(
    {
      type: 'DealCreated',
      data: { dealId, customerId, customerGroup: 'b2c', carSpecId: dealId, carModelId: dealId, finalOfferId: dealId.replace('d', 'f'), offer, financeOptions: 'monthly', deliveryTime: '2_to_3_months', createdAt: at },
    },
    customer,
    at,
  );
const moved = (dealId: string, from: string, to: string, trigger: string, actor: typeof customer | typeof admin, at: string): NewEvent =>
  ev({ type: 'DealCustomerStateChanged', data: { dealId, from: from as never, to: to as never, trigger, actor, changedAt: at } }, actor, at);

describe('customer-area projection', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit('customer_area_projection');
  });
  afterAll(async () => {
    await kit.close();
  });

  /**
   * As the live worker applies: batches of 3 (cards and counts carried across batch boundaries),
   * one batch statement with a checkpoint move each, listening to the NOTIFYs; then the whole
   * log again at once through the transaction path, as a replay would.
   */
  const spec = () => projectionSpec(kit, customerAreaProjection, { batchSize: 3, live: true, replay: true, listen: CUSTOMER_AREA_CHANNEL });
  /** One stream per deal. */
  const dealStreams = (streams: Record<string, NewEvent[]>) => Object.entries(streams).map(([dealId, events]) => [`deal-${dealId}`, events] as const);

  const d1 = 'd0000000-0000-4000-8000-0000000000c1';
  const d2 = 'd0000000-0000-4000-8000-0000000000c2';
  const d3 = 'd0000000-0000-4000-8000-0000000000c3';

  it('given deals through checkout and ops, then cards per state group, dashboard counts, timeline, notifications, messages, documents, payments', async () => {
    await spec()
      .given(dealStreams({
        [d1]: [
          created(d1, '2026-11-01T09:00:00.000Z'),
          moved(d1, 'inquired', 'car_configured', 'configure_car', customer, '2026-11-01T09:05:00.000Z'),
          ev({ type: 'DealRatesRecalculated', data: { dealId: d1, rates: { ...offer, financeRateCents: 50000 }, recalculatedAt: '2026-11-01T09:06:00.000Z' } }, customer, '2026-11-01T09:06:00.000Z'),
          moved(d1, 'car_configured', 'checkout_completed', 'place_order', customer, '2026-11-02T10:00:00.000Z'),
          ev({ type: 'DealDocumentAttached', data: { dealId: d1, documentId: 'e0000000-0000-4000-8000-0000000000c1', attachmentType: 'contract', finalOfferId: null, actor: admin, attachedAt: '2026-11-03T08:00:00.000Z' } }, admin, '2026-11-03T08:00:00.000Z'),
          moved(d1, 'checkout_completed', 'contract_prepared', 'prepare_contract', admin, '2026-11-03T08:01:00.000Z'),
          moved(d1, 'contract_prepared', 'contract_signed_uploaded', 'mark_contract_signed_uploaded', admin, '2026-11-04T08:00:00.000Z'),
          moved(d1, 'contract_signed_uploaded', 'customer_pre_confirmed', 'pre_confirm_customer', admin, '2026-11-05T08:00:00.000Z'),
          moved(d1, 'customer_pre_confirmed', 'customer_confirmed', 'confirm_customer', admin, '2026-11-06T15:30:00.000Z'),
          ev({ type: 'DealMessagePosted', data: { dealId: d1, messageId: 'b0000000-0000-4000-8000-0000000000c1', category: 'question', source: 'customer_area', actor: customer, postedAt: '2026-11-06T16:00:00.000Z' } }, customer, '2026-11-06T16:00:00.000Z'),
          ev({ type: 'DealPaymentStatusChanged', data: { dealId: d1, paymentStatus: 'paid', chargeId: 'ch_1', changedAt: '2026-11-06T17:00:00.000Z' } }, customer, '2026-11-06T17:00:00.000Z'),
        ],
        [d2]: [created(d2, '2026-11-10T09:00:00.000Z'), moved(d2, 'inquired', 'car_configured', 'configure_car', customer, '2026-11-10T09:01:00.000Z')],
        [d3]: [
          created(d3, '2026-11-11T09:00:00.000Z'),
          moved(d3, 'inquired', 'car_configured', 'configure_car', customer, '2026-11-11T09:01:00.000Z'),
          ev({ type: 'DealArchived', data: { dealId: d3, from: 'car_configured', actor: customer, archivedAt: '2026-11-11T10:00:00.000Z' } }, customer, '2026-11-11T10:00:00.000Z'),
        ],
      }))
      .thenReadModel(async ({ notifications: payloads }) => {
        const cards = await kit.pool.query('SELECT deal_id, customer_state, state_group, finance_rate_cents::int, payment_status FROM customer_deal_cards ORDER BY deal_id');
        expect(cards.rows).toEqual([
          { deal_id: d1, customer_state: 'customer_confirmed', state_group: 'waiting_for_delivery', finance_rate_cents: 50000, payment_status: 'paid' },
          { deal_id: d2, customer_state: 'car_configured', state_group: 'checkout_in_progress', finance_rate_cents: 53669, payment_status: null },
          { deal_id: d3, customer_state: 'customer_archived', state_group: null, finance_rate_cents: 53669, payment_status: null },
        ]);

        const dashboard = await kit.pool.query('SELECT customer_id, checkout_in_progress, contracts, waiting_for_delivery, active_contract FROM customer_dashboard');
        expect(dashboard.rows).toEqual([{ customer_id: customerId, checkout_in_progress: 1, contracts: 0, waiting_for_delivery: 1, active_contract: 0 }]);

        const timeline = await kit.pool.query('SELECT revision::int, actor, title, detail FROM customer_deal_timeline WHERE deal_id = $1 ORDER BY revision', [d1]);
        expect(timeline.rows).toEqual([
          { revision: 0, actor: 'customer', title: 'Anfrage gestellt', detail: 'Ihre Leasinganfrage ist bei uns eingegangen.' },
          { revision: 1, actor: 'customer', title: 'Fahrzeug konfiguriert', detail: 'Status: Angefragt → Fahrzeug konfiguriert' },
          // revision 2 (rates recalculated) is internal and not shown
          { revision: 3, actor: 'customer', title: 'Bestellung abgeschickt', detail: 'Status: Fahrzeug konfiguriert → Bestellung abgeschlossen' },
          { revision: 4, actor: 'team', title: 'Dokument hinzugefügt', detail: 'Leasingvertrag' },
          { revision: 5, actor: 'team', title: 'Leasingvertrag vorbereitet', detail: 'Status: Bestellung abgeschlossen → Vertrag vorbereitet' },
          { revision: 6, actor: 'team', title: 'Unterschriebener Vertrag eingegangen', detail: 'Status: Vertrag vorbereitet → Unterschriebener Vertrag hochgeladen' },
          { revision: 7, actor: 'team', title: 'Bonitätsprüfung vorläufig bestanden', detail: 'Status: Unterschriebener Vertrag hochgeladen → Vorläufig bestätigt' },
          { revision: 8, actor: 'team', title: 'Leasing bestätigt', detail: 'Status: Vorläufig bestätigt → Bestätigt' },
          { revision: 9, actor: 'customer', title: 'Nachricht gesendet', detail: null },
          { revision: 10, actor: 'customer', title: 'Zahlung eingegangen', detail: null },
        ]);

        const notifications = await kit.pool.query('SELECT deal_id, title FROM customer_notifications ORDER BY created_at');
        expect(notifications.rows).toEqual([
          { deal_id: d1, title: 'Vielen Dank für Ihre Bestellung' },
          { deal_id: d1, title: 'Neues Dokument für Sie' },
          { deal_id: d1, title: 'Leasingvertrag vorbereitet' },
          { deal_id: d1, title: 'Unterschriebener Vertrag eingegangen' },
          { deal_id: d1, title: 'Bonitätsprüfung vorläufig bestanden' },
          { deal_id: d1, title: 'Leasing bestätigt' },
          { deal_id: d1, title: 'Zahlung eingegangen' },
        ]);

        const messages = await kit.pool.query('SELECT message_id, deal_id, category, author FROM customer_deal_messages');
        expect(messages.rows).toEqual([{ message_id: 'b0000000-0000-4000-8000-0000000000c1', deal_id: d1, category: 'question', author: 'customer' }]);
        const documents = await kit.pool.query('SELECT document_id, customer_id, attachment_type, removed_at FROM customer_documents');
        expect(documents.rows).toEqual([{ document_id: 'e0000000-0000-4000-8000-0000000000c1', customer_id: customerId, attachment_type: 'contract', removed_at: null }]);
        const payments = await kit.pool.query('SELECT deal_id, payment_status, charge_id FROM customer_payment_events');
        expect(payments.rows).toEqual([{ deal_id: d1, payment_status: 'paid', charge_id: 'ch_1' }]);

        // A NOTIFY per changed deal and batch, after commit.
        expect([...new Set(payloads.map((p) => JSON.parse(p).deal_id))].sort()).toEqual([d1, d2, d3]);
        expect(payloads.every((p) => JSON.parse(p).customer_id === customerId)).toBe(true);
      });
  });

  it('given a removed document and a deal picked up, then the document is marked removed and the deal counts as active contract', async () => {
    const d4 = 'd0000000-0000-4000-8000-0000000000c4';
    await spec()
      .given(dealStreams({
        [d4]: [
          created(d4, '2026-11-12T09:00:00.000Z'),
          ev({ type: 'DealDocumentAttached', data: { dealId: d4, documentId: 'e0000000-0000-4000-8000-0000000000c4', attachmentType: 'identity_card', finalOfferId: null, actor: customer, attachedAt: '2026-11-12T09:10:00.000Z' } }, customer, '2026-11-12T09:10:00.000Z'),
          ev({ type: 'DealDocumentRemoved', data: { dealId: d4, documentId: 'e0000000-0000-4000-8000-0000000000c4', attachmentType: 'identity_card', actor: customer, removedAt: '2026-11-12T09:20:00.000Z' } }, customer, '2026-11-12T09:20:00.000Z'),
          moved(d4, 'delivery_time_updated', 'car_registered', 'register_car', admin, '2026-11-20T09:00:00.000Z'),
          moved(d4, 'car_registered', 'car_picked_up', 'mark_car_picked_up', admin, '2026-11-21T09:00:00.000Z'),
        ],
      }))
      .thenReadModel(async () => {
        const documents = await kit.pool.query('SELECT document_id, removed_at FROM customer_documents WHERE deal_id = $1', [d4]);
        expect(documents.rows).toEqual([{ document_id: 'e0000000-0000-4000-8000-0000000000c4', removed_at: new Date('2026-11-12T09:20:00.000Z') }]);
        const card = await kit.pool.query('SELECT state_group FROM customer_deal_cards WHERE deal_id = $1', [d4]);
        expect(card.rows).toEqual([{ state_group: 'active_contract' }]);
        const dashboard = await kit.pool.query('SELECT active_contract FROM customer_dashboard WHERE customer_id = $1', [customerId]);
        // only this case's events reach the fresh tables: d4 is the customer's one active contract
        expect(dashboard.rows).toEqual([{ active_contract: 1 }]);
        const notifications = await kit.pool.query('SELECT title FROM customer_notifications WHERE deal_id = $1 ORDER BY created_at', [d4]);
        expect(notifications.rows).toEqual([{ title: 'Fahrzeug zugelassen' }, { title: 'Fahrzeug übergeben' }]);
      });
  });

  describe('timeline folding (issue 17)', () => {
    const d5 = 'd0000000-0000-4000-8000-0000000000c5';
    const extras = (selectedExtra: 'delivery' | 'registration' | null, actor: typeof customer | typeof admin, at: string): NewEvent =>
      ev({ type: 'DealExtrasChanged', data: { dealId: d5, selectedExtra, reason: selectedExtra ? 'selected' : 'cleared', changedAt: at } }, actor, at);
    const downpayment = (cents: number, at: string): NewEvent => ev({ type: 'DealDownpaymentChanged', data: { dealId: d5, previousDownpaymentCents: 0, downpaymentCents: cents, changedAt: at } }, customer, at);
    const timelineOf = async (dealId: string) =>
      (
        await kit.pool.query(
          'SELECT revision::int, type, actor, title, detail, fold_count, last_revision::int, occurred_at, last_occurred_at FROM customer_deal_timeline WHERE deal_id = $1 ORDER BY revision',
          [dealId],
        )
      ).rows;

    it('given repeated extras clicks, then one entry per run of one kind by one actor within 10 minutes; state changes, documents, payments and messages keep their own entries; a rebuild gives the same rows', async () => {
      await spec()
        .given(dealStreams({
          [d5]: [
            created(d5, '2026-11-20T09:00:00.000Z'),
            extras('delivery', customer, '2026-11-20T09:01:00.000Z'),
            extras(null, customer, '2026-11-20T09:02:00.000Z'),
            ev({ type: 'DealRatesRecalculated', data: { dealId: d5, rates: offer, recalculatedAt: '2026-11-20T09:02:30.000Z' } }, customer, '2026-11-20T09:02:30.000Z'),
            extras('registration', customer, '2026-11-20T09:03:00.000Z'),
            extras('delivery', customer, '2026-11-20T09:11:00.000Z'),
            // 10 min 1 s after the run's first change: a new entry
            extras('registration', customer, '2026-11-20T09:11:01.000Z'),
            // another actor: its own entry
            extras(null, admin, '2026-11-20T09:12:00.000Z'),
            downpayment(100000, '2026-11-20T09:13:00.000Z'),
            downpayment(200000, '2026-11-20T09:14:00.000Z'),
            moved(d5, 'inquired', 'car_configured', 'configure_car', customer, '2026-11-20T09:15:00.000Z'),
            moved(d5, 'car_configured', 'inquired', 'restart', customer, '2026-11-20T09:15:30.000Z'),
            ev({ type: 'DealDocumentAttached', data: { dealId: d5, documentId: 'e0000000-0000-4000-8000-0000000000c5', attachmentType: 'identity_card', finalOfferId: null, actor: customer, attachedAt: '2026-11-20T09:16:00.000Z' } }, customer, '2026-11-20T09:16:00.000Z'),
            ev({ type: 'DealDocumentAttached', data: { dealId: d5, documentId: 'e0000000-0000-4000-8000-0000000000c6', attachmentType: 'identity_card', finalOfferId: null, actor: customer, attachedAt: '2026-11-20T09:16:10.000Z' } }, customer, '2026-11-20T09:16:10.000Z'),
            ev({ type: 'DealMessagePosted', data: { dealId: d5, messageId: 'b0000000-0000-4000-8000-0000000000c5', category: 'question', source: 'customer_area', actor: customer, postedAt: '2026-11-20T09:17:00.000Z' } }, customer, '2026-11-20T09:17:00.000Z'),
            ev({ type: 'DealMessagePosted', data: { dealId: d5, messageId: 'b0000000-0000-4000-8000-0000000000c6', category: 'question', source: 'customer_area', actor: customer, postedAt: '2026-11-20T09:17:10.000Z' } }, customer, '2026-11-20T09:17:10.000Z'),
            ev({ type: 'DealPaymentStatusChanged', data: { dealId: d5, paymentStatus: 'pending', chargeId: 'ch_5', changedAt: '2026-11-20T09:18:00.000Z' } }, customer, '2026-11-20T09:18:00.000Z'),
            ev({ type: 'DealPaymentStatusChanged', data: { dealId: d5, paymentStatus: 'paid', chargeId: 'ch_5', changedAt: '2026-11-20T09:18:10.000Z' } }, customer, '2026-11-20T09:18:10.000Z'),
            extras('delivery', customer, '2026-11-20T09:19:00.000Z'),
          ],
        }))
        .thenReadModel(async () => {
          const rows = await timelineOf(d5);
          expect(rows.map(({ revision, actor, title, detail, fold_count, last_revision }) => ({ revision, actor, title, detail, fold_count, last_revision }))).toEqual([
            { revision: 0, actor: 'customer', title: 'Anfrage gestellt', detail: 'Ihre Leasinganfrage ist bei uns eingegangen.', fold_count: 1, last_revision: 0 },
            { revision: 1, actor: 'customer', title: 'Extras geändert (4×)', detail: 'Zuletzt: Extra gewählt – Lieferung bis vor die Haustür', fold_count: 4, last_revision: 5 },
            { revision: 6, actor: 'customer', title: 'Extra gewählt', detail: 'Zulassung', fold_count: 1, last_revision: 6 },
            { revision: 7, actor: 'team', title: 'Extra abgewählt', detail: null, fold_count: 1, last_revision: 7 },
            { revision: 8, actor: 'customer', title: 'Anzahlung geändert (2×)', detail: expect.stringMatching(/^Zuletzt: Anzahlung geändert – Neue Anzahlung: .*2\.000,00/), fold_count: 2, last_revision: 9 },
            { revision: 10, actor: 'customer', title: 'Fahrzeug konfiguriert', detail: 'Status: Angefragt → Fahrzeug konfiguriert', fold_count: 1, last_revision: 10 },
            { revision: 11, actor: 'customer', title: 'Konfiguration neu gestartet', detail: expect.any(String), fold_count: 1, last_revision: 11 },
            { revision: 12, actor: 'customer', title: 'Dokument hinzugefügt', detail: expect.any(String), fold_count: 1, last_revision: 12 },
            { revision: 13, actor: 'customer', title: 'Dokument hinzugefügt', detail: expect.any(String), fold_count: 1, last_revision: 13 },
            { revision: 14, actor: 'customer', title: 'Nachricht gesendet', detail: null, fold_count: 1, last_revision: 14 },
            { revision: 15, actor: 'customer', title: 'Nachricht gesendet', detail: null, fold_count: 1, last_revision: 15 },
            { revision: 16, actor: 'customer', title: 'Zahlung in Bearbeitung', detail: null, fold_count: 1, last_revision: 16 },
            { revision: 17, actor: 'customer', title: 'Zahlung eingegangen', detail: null, fold_count: 1, last_revision: 17 },
            { revision: 18, actor: 'customer', title: 'Extra gewählt', detail: 'Lieferung bis vor die Haustür', fold_count: 1, last_revision: 18 },
          ]);
          // The folded entry tells when its run began and ended, from the events' own times.
          expect(rows[1]).toMatchObject({ occurred_at: new Date('2026-11-20T09:01:00.000Z'), last_occurred_at: new Date('2026-11-20T09:11:00.000Z') });

          const result = await rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection: customerAreaProjection, batchSize: 4, lockTimeoutMs: 5000, log: capturingLogger().log });
          expect(result).toBeDefined();
          expect(await timelineOf(d5)).toEqual(rows);
        });
    });
  });

  it('given an order with a reserved, captured and refunded Anzahlung (issue 17), then the order number on the card, the steps in the payments and the timeline', async () => {
    const d5 = 'd0000000-0000-4000-8000-0000000000c7';
    const t0 = '2026-11-13T09:00:00.000Z';
    const t1 = '2026-11-13T09:10:00.000Z';
    const t2 = '2026-11-20T09:00:00.000Z';
    const t3 = '2026-11-21T09:00:00.000Z';
    await spec()
      .given(dealStreams({
        [d5]: [
          created(d5, t0),
          ev({ type: 'DealDownpaymentChanged', data: { dealId: d5, previousDownpaymentCents: 0, downpaymentCents: 297500, changedAt: t0 } }, customer, t0),
          ev({ type: 'DealPaymentAuthorised', data: { dealId: d5, paymentId: 'sandbox_pa_5', amountCents: 297500, method: 'card', actor: customer, authorisedAt: t1 } }, customer, t1),
          ev({ type: 'DealTermsAccepted', data: { dealId: d5, agbVersion: 'agb-2026-11', withdrawalVersion: 'widerruf-2026-11', actor: customer, acceptedAt: t1 } }, customer, t1),
          moved(d5, 'documents_uploaded', 'checkout_completed', 'place_order', customer, t1),
          ev({ type: 'DealOrderPlaced', data: { dealId: d5, orderNumber: 'AL-2026-000005', actor: customer, placedAt: t1 } }, customer, t1),
          ev({ type: 'DealPaymentCaptured', data: { dealId: d5, paymentId: 'sandbox_pa_5', amountCents: 297500, actor: admin, capturedAt: t2 } }, admin, t2),
          ev({ type: 'DealPaymentRefunded', data: { dealId: d5, paymentId: 'sandbox_pa_5', amountCents: 297500, actor: admin, refundedAt: t3 } }, admin, t3),
        ],
      }))
      .thenReadModel(async () => {
        const card = await kit.pool.query('SELECT order_number, payment_status, finance_options FROM customer_deal_cards WHERE deal_id = $1', [d5]);
        expect(card.rows).toEqual([{ order_number: 'AL-2026-000005', payment_status: 'refunded', finance_options: 'monthly_and_one_time' }]);
        const payments = await kit.pool.query('SELECT payment_status, charge_id, amount_cents::int, changed_at FROM customer_payment_events WHERE deal_id = $1 ORDER BY changed_at', [d5]);
        expect(payments.rows).toEqual([
          { payment_status: 'authorised', charge_id: 'sandbox_pa_5', amount_cents: 297500, changed_at: new Date(t1) },
          { payment_status: 'paid', charge_id: 'sandbox_pa_5', amount_cents: 297500, changed_at: new Date(t2) },
          { payment_status: 'refunded', charge_id: 'sandbox_pa_5', amount_cents: 297500, changed_at: new Date(t3) },
        ]);
        const timeline = await kit.pool.query('SELECT title FROM customer_deal_timeline WHERE deal_id = $1 AND revision >= 2 ORDER BY revision', [d5]);
        expect(timeline.rows.map((r) => r.title)).toEqual([
          'Anzahlung auf Ihrer Karte reserviert',
          'AGB und Widerrufsbelehrung akzeptiert',
          'Bestellung abgeschickt',
          'Bestellung aufgegeben',
          'Anzahlung eingezogen',
          'Anzahlung erstattet',
        ]);
      });
  });
});
