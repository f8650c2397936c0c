import {
  formatDateTime,
  isPaymentDue,
  PAYMENT_STATUS_LABELS,
  type CustomerPaymentDto,
  type FinanceOption,
  type FinanceSelection,
  type PaymentChargeStatus,
  type PaymentStatus,
} from '@autoleasing/contracts';
import { dealNotFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/** A deal's payment in the customer area: the deal card's payment fields, payment_charges and the projection's payment steps. */
@Injectable()
export class CustomerPaymentsReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The payment of one of the customer's deals (spec 4.3) with its card charges. */
  async payment(dealId: string, customerId: string): Promise<CustomerPaymentDto> {
    const { rows } = await this.pool.query<{ deal_id: string; finance_options: FinanceOption; finance_selection: FinanceSelection | null; payment_status: PaymentStatus | null; downpayment_cents: string }>(
      `SELECT deal_id, finance_options, finance_selection, payment_status, downpayment_cents FROM customer_deal_cards
        WHERE deal_id = $1 AND customer_id = $2 AND customer_state <> 'customer_archived'`,
      [dealId, customerId],
    );
    const row = rows[0];
    if (!row) throw dealNotFound();
    const [charges, events] = await Promise.all([
      this.pool.query<{ id: string; amount_cents: string; status: PaymentChargeStatus; card_brand: string; card_last4: string; created_at: Date }>(
        'SELECT id, amount_cents, status, card_brand, card_last4, created_at FROM payment_charges WHERE deal_id = $1 AND customer_id = $2 ORDER BY created_at',
        [dealId, customerId],
      ),
      // The payment's steps from the deal's events (customer-area projection), oldest first.
      this.pool.query<{ event_id: string; payment_status: PaymentStatus; amount_cents: string | null; changed_at: Date }>(
        'SELECT event_id, payment_status, amount_cents, changed_at FROM customer_payment_events WHERE deal_id = $1 AND customer_id = $2 ORDER BY changed_at, event_id',
        [dealId, customerId],
      ),
    ]);
    return {
      deal_id: row.deal_id,
      finance_options: row.finance_options,
      finance_selection: row.finance_selection,
      payment_status: row.payment_status,
      payment_due: isPaymentDue({ finance_options: row.finance_options, finance_selection: row.finance_selection, selected: row.finance_selection !== null, payment_status: row.payment_status }),
      downpayment_cents: Number(row.downpayment_cents),
      charges: charges.rows.map((c) => ({
        id: c.id,
        amount_cents: Number(c.amount_cents),
        status: c.status,
        card_brand: c.card_brand,
        card_last4: c.card_last4,
        created_at: c.created_at.toISOString(),
        created_at_text: formatDateTime(c.created_at),
      })),
      events: events.rows.map((e) => ({
        event_id: e.event_id,
        status: e.payment_status,
        status_label: PAYMENT_STATUS_LABELS[e.payment_status],
        amount_cents: e.amount_cents === null ? null : Number(e.amount_cents),
        at: e.changed_at.toISOString(),
        at_text: formatDateTime(e.changed_at),
      })),
    };
  }
}
