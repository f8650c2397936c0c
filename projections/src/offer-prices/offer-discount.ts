import { ADDITIONAL_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, offerDiscountOf, type DiscountCellField, type OfferDiscount, type RowDiscountParts, discountRowState, type DiscountRowCells } from '@autoleasing/contracts';

/**
 * Whether a row puts its offers on the catalogue: its status dot is 'available' (spec 2.5:
 * orderable and the data complete). 'unavailable' (not orderable) and 'data_missing' ("bitte
 * füllen sie die fehlenden Felder aus, damit wir das Fahrzeug anbieten können") both take the
 * offers off. The rule is the table's own (contracts' discountRowState, the status dot of the dealer table).
 */
export function rowOffersCar(cells: DiscountRowCells): boolean {
  return discountRowState(cells) === 'available';
}

const hundredths = (cells: DiscountRowCells, field: DiscountCellField) => {
  const value = cells[field];
  return typeof value === 'number' ? value : 0;
};

const cents = (cells: DiscountRowCells, field: DiscountCellField) => {
  const value = cells[field];
  return typeof value === 'number' ? value : null;
};

/**
 * The price-relevant values of a row's stored cells (percent in hundredths, money in cents):
 * d = base + additional + collected discounts (a removed column's values are cleared by the table
 * itself, so every stored value counts), the stock offset and both bonuses.
 */
export function rowDiscountParts(cells: DiscountRowCells): RowDiscountParts {
  let total = hundredths(cells, 'base_discount');
  for (const field of ADDITIONAL_DISCOUNT_FIELDS) total += hundredths(cells, field);
  for (const field of COLLECTED_DISCOUNT_FIELDS) total += hundredths(cells, field);
  return {
    discountHundredths: total,
    stockOffsetHundredths: hundredths(cells, 'stock_discount_offset'),
    orderBonusCents: cents(cells, 'order_absolute_bonus_cents'),
    stockBonusCents: cents(cells, 'stock_absolute_bonus_cents'),
  };
}

/** d and bonuses of leasing-math.md for one offer (contracts offerDiscountOf, shared with the dealer table's preview). */
export function offerDiscount(cells: DiscountRowCells, inventoryType: 'ordered' | 'pre_ordered' | 'stock'): OfferDiscount {
  return offerDiscountOf(rowDiscountParts(cells), inventoryType);
}
