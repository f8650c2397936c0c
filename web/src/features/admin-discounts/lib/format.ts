import {
  CUSTOMER_GROUP_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  DISCOUNT_ROW_STATE_TOOLTIPS,
  formatCents,
  formatPercent,
  type DeliveryTimeBand,
  type DiscountCellValue,
  type DiscountRowState,
} from '@autoleasing/contracts';

export const STATE_LABELS: Record<DiscountRowState, string> = { available: 'Bestellbar', data_missing: 'Daten unvollständig', unavailable: 'Nicht bestellbar' };
export const STATE_TOOLTIPS = DISCOUNT_ROW_STATE_TOOLTIPS;
export const GROUP_LABELS = CUSTOMER_GROUP_LABELS;

const MONEY = new Set(['order_absolute_bonus_cents', 'factory_delivery_cents', 'dealer_delivery_cents', 'stock_absolute_bonus_cents']);

/** A cell value of the audit as the dealer table shows it ('--' for empty, spec 3.11). */
export function formatCellValue(field: string | null, value: DiscountCellValue): string {
  if (value === null || value === undefined) return '--';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') {
    if (field === 'number_additional_discounts') return String(value);
    return field && MONEY.has(field) ? formatCents(value) : formatPercent(value);
  }
  if (field === 'delivery_time') return DELIVERY_TIME_BAND_LABELS[value as DeliveryTimeBand] ?? String(value);
  return String(value);
}

export const percentOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '--' : formatPercent(value));

const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** '21.11.2026, 14:03:05' in Berlin time. */
export function formatBerlin(iso: string): string {
  return berlin.format(new Date(iso));
}
