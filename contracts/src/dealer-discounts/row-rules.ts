import { discountCellKind } from './cell-rules';
import { ADDITIONAL_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, type DiscountCellField, type DiscountCellValue, type DiscountRowState } from './fields';

/**
 * Whole-row rules of the dealer table that the server applies to stored rows and the browser to a
 * row with its drafts (status dot, sum): one rule, so the table shows before saving what the server
 * will store. Cells are in the stored unit: percent in hundredths (750 = 7,50 %), money in cents,
 * so a sum never drifts the way binary floats do (0.1 + 0.2).
 */
export type DiscountRowCells = Readonly<Partial<Record<DiscountCellField, DiscountCellValue>>>;

/** The columns a scope shows: additional discounts per the dealer's layout, collected per brand. */
export interface DiscountTableColumns {
  additionalDiscounts: number;
  collectedDiscounts: number;
}

/** Value of a cell; a cell never written is null, a flag never written false. */
export function discountCellOrDefault(cells: DiscountRowCells, field: DiscountCellField): DiscountCellValue {
  const value = cells[field];
  if (value !== undefined) return value;
  return discountCellKind(field) === 'boolean' ? false : null;
}

/** Spec 5.4: these become 0/false when saved empty; every other empty cell becomes null. */
export function emptyDiscountValueOnSave(field: DiscountCellField): DiscountCellValue {
  if (field === 'available' || field === 'bafa_manufacturer_included' || field === 'confirmed') return false;
  if (field === 'order_absolute_bonus_cents' || field === 'stock_absolute_bonus_cents') return 0;
  if ((COLLECTED_DISCOUNT_FIELDS as readonly string[]).includes(field)) return 0;
  return null;
}

/**
 * Status dot of a row (spec 2.5): unavailable when not orderable; data_missing when a required
 * value (base discount, delivery time, one delivery price) is missing; otherwise available.
 */
export function discountRowState(cells: DiscountRowCells): DiscountRowState {
  if (discountCellOrDefault(cells, 'available') !== true) {
    // A row nobody filled yet is incomplete rather than deliberately switched off.
    return cells.available === undefined || cells.available === null ? 'data_missing' : 'unavailable';
  }
  const complete =
    discountCellOrDefault(cells, 'base_discount') !== null &&
    discountCellOrDefault(cells, 'delivery_time') !== null &&
    (discountCellOrDefault(cells, 'factory_delivery_cents') !== null || discountCellOrDefault(cells, 'dealer_delivery_cents') !== null);
  return complete ? 'available' : 'data_missing';
}

/** Sum of base, additional and collected discounts in hundredths of a percent (leasing-math d); empty cells count as nothing. */
export function discountSum(cells: DiscountRowCells, columns: DiscountTableColumns): number {
  let sum = 0;
  const add = (field: DiscountCellField) => {
    const value = cells[field];
    if (typeof value === 'number') sum += value;
  };
  add('base_discount');
  ADDITIONAL_DISCOUNT_FIELDS.slice(0, columns.additionalDiscounts).forEach(add);
  COLLECTED_DISCOUNT_FIELDS.slice(0, columns.collectedDiscounts).forEach(add);
  return sum;
}
