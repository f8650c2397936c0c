import { ADDITIONAL_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, type DiscountCellField } from '@autoleasing/contracts';
import { rowState, type RowCells } from '@autoleasing/domain';
import type { OfferDiscount } from './offer-pricing';

/**
 * Whether a row puts its offers on the catalogue: its status dot is 'available' (spec 2.5:
 * orderable and the data complete). 'unavailable' (not orderable) and 'data_missing' ("bitte
 * füllen sie die fehlenden Felder aus, damit wir das Fahrzeug anbieten können") both take the
 * offers off. The rule is the table's own (rowState of the discount-table domain).
 */
export function rowOffersCar(cells: RowCells): boolean {
  return rowState(cells) === 'available';
}

/** Cells that change neither a price nor the status dot: edits of only these reprice nothing. */
const PRICE_NEUTRAL: ReadonlySet<DiscountCellField> = new Set<DiscountCellField>(['confirmed', 'bafa_manufacturer_included']);

export function affectsOffers(field: DiscountCellField): boolean {
  return !PRICE_NEUTRAL.has(field);
}

const hundredths = (cells: RowCells, field: DiscountCellField) => {
  const value = cells[field];
  return typeof value === 'number' ? value : 0;
};

/**
 * d and bonuses of leasing-math.md for one offer, from the row's stored cells (percent in
 * hundredths, money in cents). d = base + additional + collected discounts (a removed column's
 * values are cleared by the table itself, so every stored value counts); a stock car adds the
 * row's stock_discount_offset (which may be negative) and gets the stock bonus, an ordered or
 * pre-ordered car gets the order bonus. d stays within 0–99.99 %, the range the formula and the
 * catalogue accept.
 */
export function offerDiscount(cells: RowCells, inventoryType: 'ordered' | 'pre_ordered' | 'stock'): OfferDiscount {
  const stock = inventoryType === 'stock';
  let total = hundredths(cells, 'base_discount');
  for (const field of ADDITIONAL_DISCOUNT_FIELDS) total += hundredths(cells, field);
  for (const field of COLLECTED_DISCOUNT_FIELDS) total += hundredths(cells, field);
  if (stock) total += hundredths(cells, 'stock_discount_offset');
  const bonus = cells[stock ? 'stock_absolute_bonus_cents' : 'order_absolute_bonus_cents'];
  return {
    discountPercent: Math.min(9999, Math.max(0, total)) / 100,
    bonusCents: typeof bonus === 'number' ? Math.max(0, Math.round(bonus)) : 0,
  };
}
