import { isRequiredDealMail, type CustomerGroup, type DealMailKind, type DeliveryOption, type ExtraName } from '@autoleasing/contracts';
import { dealMonthlyRateCents } from '@autoleasing/domain';
import { mailSignature, MailOutboxRepository, operatorMailLines, type OperatorConfig, type RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { renderDealMail, type DealMail, type MailAttachment, type MailFacts, type MailFrame } from './deal-mail-content';
import { loadCarsAndLessors, loadCustomerContacts, loadDisabledMails, loadMessageTexts, oneTimeCosts, preferenceKey, type CarAndLessor, type CustomerContact } from './deal-mail-data';
import { DEAL_MAIL_EVENT_TYPES, mailKindFor, type DealMailSourceEvent } from './deal-mail-plan';
import { DEAL_MAILS_TABLES, createDealMailsTables, markDealMailsInstalled } from './deal-mails.tables';
import { OrderSummaryRenderer } from './order-summary-renderer';
import { offerRateColumns } from '../shared/offer-rate-columns';

export const DEAL_MAILS_REACTION = 'deal-mails';

type Recorded = RecordedEvent & DealMailSourceEvent;

/** A row of deal_mail_deals (numbers as the driver returns bigint: strings). */
interface DealFacts {
  deal_id: string;
  customer_id: string;
  customer_group: CustomerGroup;
  car_spec_id: string;
  months: number;
  km_per_year: number;
  finance_rate_cents: string | number;
  service_rate_cents: string | number;
  insurance_rate_cents: string | number;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  downpayment_cents: string | number;
  delivery_option: DeliveryOption;
  selected_extra: ExtraName | null;
  order_number: string | null;
  /** Selbstauskunft PDFs generated so far: the first is "erstellt", later ones "aktualisiert". */
  self_assessment_forms: number;
  revision: string | number;
}

/** What an event changes in the reaction's memory of the deal. */
function factChanges(event: Recorded): Partial<DealFacts> {
  switch (event.type) {
    case 'DealFinalOfferChanged':
      return offerRateColumns(event.data.offer);
    case 'DealRatesRecalculated':
      return { finance_rate_cents: event.data.rates.financeRateCents, service_rate_cents: event.data.rates.serviceRateCents, insurance_rate_cents: event.data.rates.insuranceRateCents };
    case 'DealDownpaymentChanged':
      return { downpayment_cents: event.data.downpaymentCents };
    case 'DealExtrasChanged':
      return { selected_extra: event.data.selectedExtra };
    case 'DealDeliveryOptionChanged':
      return { delivery_option: event.data.deliveryOption };
    case 'DealOrderPlaced':
      return { order_number: event.data.orderNumber };
    default:
      return {};
  }
}

/** Changes that depend on what the deal held before the event. */
function countingChanges(event: Recorded, facts: DealFacts): Partial<DealFacts> {
  return event.type === 'DealSelfAssessmentFormGenerated' ? { self_assessment_forms: Number(facts.self_assessment_forms) + 1 } : {};
}

/** Folds one event into the batch's deal memory; answers the deal as of this event (undefined when unknown). */
function remember(event: Recorded, deals: Map<string, DealFacts>): DealFacts | undefined {
  const dealId = event.data.dealId;
  if (event.type === 'DealCreated') {
    if (!deals.has(dealId)) {
      const d = event.data;
      deals.set(dealId, {
        deal_id: dealId,
        customer_id: d.customerId,
        customer_group: d.customerGroup,
        car_spec_id: d.carSpecId,
        selected_extra: null,
        order_number: null,
        self_assessment_forms: 0,
        revision: String(event.revision),
        ...offerRateColumns(d.offer),
      });
    }
    return deals.get(dealId);
  }
  const facts = deals.get(dealId);
  if (facts && BigInt(facts.revision) < event.revision) Object.assign(facts, factChanges(event), countingChanges(event, facts), { revision: String(event.revision) });
  return facts;
}

export interface DealMailsOptions {
  /** PUBLIC_ORIGIN of the links: the running process's RuntimeConfig.publicOrigin (createProjections). */
  publicOrigin: string;
  /** The company the mails' signature names (RuntimeConfig.operator, OPERATOR_*). */
  operator: OperatorConfig;
  /** Renders the order summary PDFs (default: on a worker thread of its own). */
  renderer?: OrderSummaryRenderer;
}

/**
 * The deal-mails reaction (issue 17): one e-mail per step the customer waits for. It runs in the
 * projection runtime, so each batch writes its mail_outbox rows in the same transaction as its
 * checkpoint: a crash or restart mid-batch rolls the rows back with the checkpoint and the batch
 * runs again, so every event is mailed exactly once (plus a unique (source_event_id, kind) index
 * as a second guard). SMTP delivery reads the outbox after commit (api's MailOutboxDispatcher).
 * A reaction is never rebuilt: replaying would mail history again.
 */
export function createDealMailsReaction(options: DealMailsOptions): Projection {
  const { publicOrigin } = options;
  const signature = mailSignature(options.operator, publicOrigin);
  // The order summary names us, the broker, as the mails' signature does.
  const broker = operatorMailLines(options.operator, publicOrigin);
  const renderer = options.renderer ?? new OrderSummaryRenderer();
  return {
    name: DEAL_MAILS_REACTION,
    eventTypes: DEAL_MAIL_EVENT_TYPES,
    tables: DEAL_MAILS_TABLES,
    rebuildable: false,
    // No command's answer waits on a mail: take events in larger batches.
    applyIntervalMs: 250,
    async createTables(tx) {
      await createDealMailsTables(tx);
      await markDealMailsInstalled(tx);
      // Called when this process takes the reaction: the PDF thread is ready before the first order.
      renderer.warmUp();
    },
    async apply(events, tx) {
      const recorded = events as Recorded[];
      const deals = await loadDeals(tx, recorded);
      const planned = planMails(recorded, deals, await loadInstalledAt(tx));
      const mails = await renderMails(tx, planned, { publicOrigin, signature }, { renderer, broker });
      // Writes come last, in a few statements: the first write gives this transaction the id that
      // holds back every subscriber's read horizon (pg-log-reader), so reading and rendering
      // (PDFs) before it keeps that window short, and the deals projection's answers quick.
      await storeMails(tx, mails);
      await saveDeals(tx, [...deals.values()]);
    },
  };
}

async function loadDeals(tx: ProjectionTx, events: Recorded[]): Promise<Map<string, DealFacts>> {
  const ids = [...new Set(events.map((e) => e.data.dealId))];
  const { rows } = await tx.query<DealFacts>('SELECT * FROM deal_mail_deals WHERE deal_id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((r) => [r.deal_id, r]));
}

async function saveDeals(tx: ProjectionTx, deals: DealFacts[]): Promise<void> {
  if (deals.length === 0) return;
  await tx.query(
    `INSERT INTO deal_mail_deals SELECT * FROM json_populate_recordset(NULL::deal_mail_deals, $1::json)
     ON CONFLICT (deal_id) DO UPDATE SET months = EXCLUDED.months, km_per_year = EXCLUDED.km_per_year,
       finance_rate_cents = EXCLUDED.finance_rate_cents, service_rate_cents = EXCLUDED.service_rate_cents,
       insurance_rate_cents = EXCLUDED.insurance_rate_cents, insurance_enabled = EXCLUDED.insurance_enabled,
       service_package_enabled = EXCLUDED.service_package_enabled, downpayment_cents = EXCLUDED.downpayment_cents,
       delivery_option = EXCLUDED.delivery_option, selected_extra = EXCLUDED.selected_extra,
       order_number = EXCLUDED.order_number, self_assessment_forms = EXCLUDED.self_assessment_forms, revision = EXCLUDED.revision`,
    [JSON.stringify(deals)],
  );
}

async function loadInstalledAt(tx: ProjectionTx): Promise<number> {
  const { rows } = await tx.query<{ installed_at: Date }>('SELECT installed_at FROM deal_mails_installed');
  return rows[0]?.installed_at.getTime() ?? 0;
}

/** A mail an event asks for, with the deal as it stood at that event. */
interface PlannedMail {
  event: Recorded;
  kind: DealMailKind;
  facts: DealFacts;
}

/** Folds the batch into the deals' memory and answers the mails its events ask for (events from before the reaction was installed send none). */
function planMails(events: Recorded[], deals: Map<string, DealFacts>, installedAt: number): PlannedMail[] {
  const planned: PlannedMail[] = [];
  for (const event of events) {
    const facts = remember(event, deals);
    if (!facts || Date.parse(event.metadata.occurredAt) < installedAt) continue;
    const kind = mailKindFor(event, facts.delivery_option);
    if (kind) planned.push({ event, kind, facts: { ...facts } });
  }
  return planned;
}

/** What the batch's mails read from the mutable tables, one query per kind of data. */
interface MailSources {
  contacts: Map<string, CustomerContact>;
  disabled: Set<string>;
  cars: Map<string, CarAndLessor>;
  messages: Map<string, string>;
}

async function loadMailSources(tx: ProjectionTx, planned: PlannedMail[]): Promise<MailSources> {
  const unique = (values: string[]) => [...new Set(values)];
  const customers = unique(planned.map((p) => p.facts.customer_id));
  const optional = unique(planned.filter((p) => !isRequiredDealMail(p.kind)).map((p) => p.facts.customer_id));
  const messageIds = unique(planned.flatMap((p) => (p.event.type === 'DealMessagePosted' ? [p.event.data.messageId] : [])));
  // One after the other: a client runs one query at a time anyway (pg deprecates queueing them).
  const contacts = await loadCustomerContacts(tx, customers);
  const disabled = await loadDisabledMails(tx, optional);
  const cars = await loadCarsAndLessors(tx, unique(planned.map((p) => p.facts.car_spec_id)));
  const messages = await loadMessageTexts(tx, messageIds);
  return { contacts, disabled, cars, messages };
}

/** A rendered mail and the event it answers. */
interface OutgoingMail {
  mail: DealMail;
  event: Recorded;
  kind: DealMailKind;
  dealId: string;
}

/** Renders the planned mails; skips those nobody can receive and those the customer turned off. */
async function renderMails(tx: ProjectionTx, planned: PlannedMail[], frame: MailFrame, summary: OrderSummarySource): Promise<OutgoingMail[]> {
  if (planned.length === 0) return [];
  const sources = await loadMailSources(tx, planned);
  const out: OutgoingMail[] = [];
  for (const { event, kind, facts } of planned) {
    if (!isRequiredDealMail(kind) && sources.disabled.has(preferenceKey(facts.customer_id, kind))) continue;
    const contact = sources.contacts.get(facts.customer_id);
    if (!contact) continue;
    const carAndLessor = sources.cars.get(facts.car_spec_id) ?? null;
    const attachments = kind === 'order_received' ? [await orderSummaryAttachment(summary, event, facts, contact, carAndLessor)] : [];
    const mail = renderDealMail(kind, factsOf(event, facts, carAndLessor, sources.messages), contact, frame, attachments);
    out.push({ mail, event, kind, dealId: facts.deal_id });
  }
  return out;
}

function factsOf(event: Recorded, facts: DealFacts, carAndLessor: CarAndLessor | null, messages: Map<string, string>): MailFacts {
  const base: MailFacts = {
    dealId: facts.deal_id,
    orderNumber: facts.order_number,
    customerGroup: facts.customer_group,
    car: carAndLessor?.car ?? null,
    occurredAt: event.metadata.occurredAt,
  };
  switch (event.type) {
    case 'DealPaymentAuthorised':
    case 'DealPaymentCaptured':
    case 'DealPaymentVoided':
    case 'DealPaymentRefunded':
      return { ...base, amountCents: event.data.amountCents };
    case 'DealDeliveryTimeUpdated':
      return { ...base, deliveryTime: event.data.deliveryTime, previousDeliveryTime: event.data.previousDeliveryTime };
    case 'DealMessagePosted':
      return { ...base, replyText: messages.get(event.data.messageId) ?? null };
    case 'DealSelfAssessmentFormGenerated':
      return { ...base, renewed: Number(facts.self_assessment_forms) > 1 };
    default:
      return base;
  }
}

/** What the order summary PDF needs besides the deal: its renderer and the broker's lines. */
interface OrderSummarySource {
  renderer: OrderSummaryRenderer;
  broker: string[];
}

async function orderSummaryAttachment({ renderer, broker }: OrderSummarySource, event: Recorded, facts: DealFacts, contact: CustomerContact, carAndLessor: CarAndLessor | null): Promise<MailAttachment> {
  const orderNumber = facts.order_number ?? facts.deal_id;
  const content = await renderer.render({
    orderNumber,
    dealId: facts.deal_id,
    customerGroup: facts.customer_group,
    customer: { name: contact.name, email: contact.email, addressLines: contact.addressLines },
    car: carAndLessor?.car ?? '–',
    months: Number(facts.months),
    kmPerYear: Number(facts.km_per_year),
    monthlyRateCents: dealMonthlyRateCents(facts),
    downpaymentCents: Number(facts.downpayment_cents),
    deliveryOption: facts.delivery_option,
    oneTimeCosts: oneTimeCosts(facts.selected_extra, carAndLessor, facts.customer_group),
    lessor: carAndLessor?.lessor ?? { name: '–', addressLines: [] },
    broker,
    placedAt: new Date(event.metadata.occurredAt),
  });
  return { fileName: `Bestellung-${orderNumber}.pdf`, contentType: 'application/pdf', content };
}

/**
 * The batch's mails into the mail queue, on the batch's own client: they commit with the
 * checkpoint move. A (event, kind) stored before (a re-run) writes nothing. Answers how many are new.
 */
async function storeMails(tx: ProjectionTx, mails: OutgoingMail[]): Promise<number> {
  return new MailOutboxRepository(tx).enqueueDealMails(
    mails.map((m) => ({ ...m.mail, kind: m.kind, dealId: m.dealId, sourceEventId: m.event.id, createdAt: m.event.metadata.occurredAt })),
  );
}
