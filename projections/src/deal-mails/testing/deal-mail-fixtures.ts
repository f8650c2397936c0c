import { randomUUID } from 'node:crypto';
import type { DealActor, FinalOfferTerms } from '@autoleasing/domain';
import type { DealMailSourceEvent } from '../deal-mail-plan';
import type { NewEvent } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { finalOfferTerms } from '../../testing/final-offer-terms';
import { newEvent } from '../../testing/new-event';

export const ORIGIN = 'https://autoleasing.example';

/** The deal's offer: with an Anzahlung, so the mails show a one-time payment. */
export const OFFER: FinalOfferTerms = finalOfferTerms({ downpaymentCents: 150000 });

/** A deal event as the store records it: the given actor, now as its time. */
export function dealEvent(event: DealMailSourceEvent, actor: DealActor = { userId: randomUUID(), role: 'Customer' }): NewEvent {
  return newEvent(event.type, event.data, { actor });
}

export const admin = (): DealActor => ({ userId: randomUUID(), role: 'Admin' });

export function created(dealId: string, customerId: string, carSpecId: string, offer: Partial<FinalOfferTerms> = {}): NewEvent {
  const at = new Date().toISOString();
  return dealEvent({
    type: 'DealCreated',
    data: {
      dealId,
      customerId,
      customerGroup: 'b2c',
      carSpecId,
      carModelId: randomUUID(),
      finalOfferId: randomUUID(),
      offer: { ...OFFER, ...offer },
      financeOptions: 'monthly_and_one_time',
      deliveryTime: '2_to_3_months',
      createdAt: at,
    },
  });
}

export function stateChanged(dealId: string, from: string, to: string, trigger: string): NewEvent {
  const actor = admin();
  return dealEvent({ type: 'DealCustomerStateChanged', data: { dealId, from: from as never, to: to as never, trigger, actor, changedAt: new Date().toISOString() } }, actor);
}

export function orderPlaced(dealId: string, orderNumber: string): NewEvent {
  const actor: DealActor = { userId: randomUUID(), role: 'Customer' };
  return dealEvent({ type: 'DealOrderPlaced', data: { dealId, orderNumber, actor, placedAt: new Date().toISOString() } }, actor);
}

/** A b2c customer with checkout personal details (name and address live only here, never in events). */
export async function insertCustomer(pool: Pool, email: string): Promise<string> {
  const id = randomUUID();
  await pool.query(`INSERT INTO users (id, email, password_hash, role, customer_group, first_name, last_name) VALUES ($1, $2, 'x', 'Customer', 'b2c', 'Erika', 'Muster')`, [id, email]);
  await pool.query(`INSERT INTO customer_private_personal_details (user_id, data) VALUES ($1, $2)`, [
    id,
    JSON.stringify({ salutation: 'ms', first_name: 'Erika', last_name: 'Mustermann', street: 'Hauptstraße', house_number: '5', postal_code: '10115', city: 'Berlin' }),
  ]);
  return id;
}

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  deal_id: string;
  source_event_id: string;
  attachments: { file_name: string; content_type: string; content: string }[];
}

/** The deal's mails in the outbox in the order of their events (PostgreSQL store), with their attachments (content as base64). */
export async function outboxOf(pool: Pool, dealId: string): Promise<OutboxRow[]> {
  const { rows } = await pool.query<OutboxRow>(
    `SELECT m.id, m.recipient, m.subject, m.text_body, m.html_body, m.kind, m.deal_id, m.source_event_id,
            COALESCE((SELECT json_agg(json_build_object('file_name', a.file_name, 'content_type', a.content_type, 'content', encode(a.content, 'base64')))
                        FROM mail_outbox_attachments a WHERE a.mail_id = m.id), '[]'::json) AS attachments
       FROM mail_outbox m LEFT JOIN events e ON e.event_id = m.source_event_id
      WHERE m.deal_id = $1 ORDER BY e.transaction_id, e.sequence, m.kind`,
    [dealId],
  );
  return rows;
}
