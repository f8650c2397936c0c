/**
 * Payment (spec 3.3, 4.3). The option says what the offer allows, the selection what the
 * customer chose; `selected` whether a choice was confirmed. The values of payment_status are
 * not shown in the spec: null (nothing started), pending, failed (card declined), authorised
 * (reserved on the card at order time, not taken), paid (taken: captured when the signed contract
 * arrived), voided (the reservation was released: due again), refunded (a taken amount paid back).
 */
export const FINANCE_OPTIONS = ['monthly', 'one_time', 'monthly_and_one_time'] as const;
export type FinanceOption = (typeof FINANCE_OPTIONS)[number];
export const FINANCE_SELECTIONS = ['monthly', 'one_time'] as const;
export type FinanceSelection = (typeof FINANCE_SELECTIONS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'authorised', 'voided', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A positive Anzahlung is paid once up front; without one the lease is monthly only. The option
 * follows the current Anzahlung (not only the offer's default), so entering one makes it due.
 */
export function financeOptionsFor(downpaymentCents: number): FinanceOption {
  return downpaymentCents > 0 ? 'monthly_and_one_time' : 'monthly';
}

/** Statuses under which the one-time amount is reserved or taken: the order's terms are frozen. */
export const PAYMENT_HELD_STATUSES: readonly PaymentStatus[] = ['authorised', 'paid'];

/** No (usable) payment: nothing started, the card was declined, or the reservation was released. */
const isOpenPaymentStatus = (status: PaymentStatus | null) => status == null || status === 'failed' || status === 'voided';

export interface PaymentDueInput {
  finance_options: FinanceOption | null;
  finance_selection: FinanceSelection | null;
  selected: boolean;
  payment_status: PaymentStatus | null;
}

/**
 * Spec 4.3, word for word: a payment is still due when any of these holds
 * - the option is monthly-and-one-time, nothing is selected, and the selection is absent or monthly;
 * - the option is one-time and there is no payment status;
 * - the selection is one-time and (nothing is selected, or the payment status is null or failed).
 * A released reservation (voided) counts as no payment status: the amount is due again.
 */
export function isPaymentDue(deal: PaymentDueInput): boolean {
  const selectionAbsentOrMonthly = deal.finance_selection == null || deal.finance_selection === 'monthly';
  if (deal.finance_options === 'monthly_and_one_time' && !deal.selected && selectionAbsentOrMonthly) return true;
  if (deal.finance_options === 'one_time' && (deal.payment_status == null || deal.payment_status === 'voided')) return true;
  if (deal.finance_selection === 'one_time' && (!deal.selected || isOpenPaymentStatus(deal.payment_status))) {
    return true;
  }
  return false;
}
