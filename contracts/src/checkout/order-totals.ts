import { DELIVERY_OPTION_LABELS } from '../catalogue/delivery';
import type { DealDto } from './api';

/** One line of the contract's Gesamtbetrag, in the customer group's terms (gross b2c, net b2b). */
export interface OrderTotalLine {
  /** Stable key for lists and tests: downpayment, rates, delivery, extra:{name}. */
  key: string;
  label: string;
  amountCents: number;
}

export interface OrderTotals {
  lines: OrderTotalLine[];
  /** The sum of exactly the lines above, so the page never shows a total its lines do not add up to. */
  totalCents: number;
}

export interface OrderTotalsInput {
  months: number;
  monthlyRateCents: number;
  downpaymentCents: number;
  /** The chosen handover (Überführung/Zulassung) with its one-time price; null when the offer has none. */
  delivery: { label: string; priceCents: number } | null;
  /** The selected one-time extras. */
  extras: readonly { name: string; label: string; priceCents: number }[];
}

/**
 * The whole contract in numbers: Anzahlung + Laufzeit × Monatsrate + Überführung + gewählte Extras
 * = Gesamtbetrag. The summary page and the server's order summary both build it here, so the
 * figures the customer sees and the ones the server answers cannot drift apart.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const lines: OrderTotalLine[] = [
    { key: 'downpayment', label: 'Anzahlung', amountCents: input.downpaymentCents },
    { key: 'rates', label: `${input.months} Monatsraten`, amountCents: input.months * input.monthlyRateCents },
  ];
  if (input.delivery) lines.push({ key: 'delivery', label: `Überführung: ${input.delivery.label}`, amountCents: input.delivery.priceCents });
  for (const extra of input.extras) lines.push({ key: `extra:${extra.name}`, label: `Extra: ${extra.label}`, amountCents: extra.priceCents });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** The totals of a deal as the checkout answers it (amounts already in the deal's group terms). */
export function dealOrderTotals(deal: DealDto): OrderTotals {
  const offer = deal.final_offer;
  const deliveryPrice = offer.delivery_price_cents;
  return orderTotals({
    months: offer.months,
    monthlyRateCents: offer.total_rate_cents,
    downpaymentCents: offer.downpayment_cents,
    delivery: deliveryPrice === null ? null : { label: DELIVERY_OPTION_LABELS[offer.delivery_option], priceCents: deliveryPrice },
    extras: deal.extras.filter((e) => e.selected).map((e) => ({ name: e.extra_id, label: e.extra.label, priceCents: e.price_cents })),
  });
}

/**
 * An IBAN as the order summary may show it: the country code with check digits and the last two
 * characters, everything between masked in groups of four ('DE89 **** **** **** **** 00').
 * Masked on the server: the full IBAN never reaches the summary page.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 8) return '*'.repeat(compact.length);
  const groups = compact.match(/.{1,4}/g) ?? [];
  const last = groups.length - 1;
  return groups
    .map((group, index) => {
      if (index === 0) return group;
      if (index === last) return '*'.repeat(Math.max(0, group.length - 2)) + group.slice(-2);
      return '*'.repeat(group.length);
    })
    .join(' ');
}
