import { type DiscountCellField, type UpdateAllDiscount } from '@autoleasing/contracts';
import type { BulkRowInput, CellInput } from '@autoleasing/domain';

/**
 * The cells update_all writes into every targeted row (spec 7.1: collected_discounts, or
 * confirmed true, or one field), in API units as the decider's commands take them. Collected
 * discounts exist per brand: only the brand's columns are written.
 */
export function updateAllCells(discount: UpdateAllDiscount, collectedColumns: number): CellInput {
  if ('collected_discounts' in discount) {
    const cells: Partial<Record<DiscountCellField, unknown>> = {};
    discount.collected_discounts.slice(0, collectedColumns).forEach((value, index) => {
      cells[`collected_discounts_${index}` as DiscountCellField] = value;
    });
    return cells;
  }
  if ('confirmed' in discount) return { confirmed: true };
  if ('add' in discount) return {};
  return { [discount.field]: discount.value };
}

/**
 * A relative update_all (`{ field, add }`, issue 21): the decider adds it to each row's value as
 * the row is when its batch is decided, so edits made meanwhile count and a retry adds nothing twice.
 */
export function updateAllAdds(discount: UpdateAllDiscount): BulkRowInput['add'] {
  return 'add' in discount ? { [discount.field]: discount.add } : undefined;
}
