import {
  ADDITIONAL_DISCOUNT_FIELDS,
  affectsOfferPrice,
  COLLECTED_DISCOUNT_FIELDS,
  discountPartsOfValues,
  rowPricePreview,
  type CustomerGroup,
  type DiscountCellField,
  type DiscountRowDto,
  type RowPricePreview,
} from '@autoleasing/contracts';
import { validateCell } from './cells';
import { draftValue, draftView, type Edits } from './edits';

export type RowPreview =
  | (RowPricePreview & {
      /** Computed from unsaved edits: the table marks it as 'Vorschau'. */
      draft: boolean;
    })
  /** A price-relevant draft is not a valid value yet: nothing to compute. */
  | { kind: 'invalid'; draft: true };

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The row's cheapest rate and Leasingfaktor with its drafts applied (issue 21, item 7), by the
 * offer-prices projection's own math and rules (contracts rowPricePreview) over the offers GET
 * discounts sends with the row.
 */
export function rowPreview(edits: Edits, row: DiscountRowDto, group: CustomerGroup): RowPreview {
  const cells = edits[row.car_model_id]?.cells ?? {};
  const priceDrafts = (Object.keys(cells) as DiscountCellField[]).filter((field) => affectsOfferPrice(field));
  if (priceDrafts.some((field) => validateCell(field, cells[field] ?? '') !== null)) return { kind: 'invalid', draft: true };
  const value = (field: DiscountCellField) => asNumber(draftValue(edits, row, field));
  const parts = discountPartsOfValues({
    base_discount: value('base_discount'),
    additional_discounts: row.additional_discounts.map((_, i) => value(ADDITIONAL_DISCOUNT_FIELDS[i])),
    collected_discounts: row.collected_discounts.map((_, i) => value(COLLECTED_DISCOUNT_FIELDS[i])),
    stock_discount_offset: value('stock_discount_offset'),
    order_absolute_bonus_cents: value('order_absolute_bonus_cents'),
    stock_absolute_bonus_cents: value('stock_absolute_bonus_cents'),
  });
  const preview = rowPricePreview({ group, state: draftView(edits, row).state, parts, offers: row.offers ?? [] });
  return { ...preview, draft: priceDrafts.length > 0 };
}
