import type { CustomerGroup } from '../catalogue/customer-group';
import { leasingFactorOf } from '../catalogue/price-figures';
import { offerDiscountOf, repriceOffer, type PricedOffer, type RowDiscountParts, type TermBasis } from '../leasing/reprice-offer';
import type { DiscountRowOfferDto } from './api';
import type { DiscountCellField, DiscountRowState } from './fields';

/**
 * Cells that change neither an offer price nor the status dot (docs/dealer-discounts.md, offer
 * prices follow discounts): the offer-prices projection reprices nothing for edits of only these,
 * and the dealer table's preview stays on the saved values.
 */
const PRICE_NEUTRAL_DISCOUNT_FIELDS: readonly DiscountCellField[] = ['confirmed', 'bafa_manufacturer_included'];

/** Does this cell move a price of the row's offers (or their status dot)? */
export function affectsOfferPrice(field: DiscountCellField): boolean {
  return !PRICE_NEUTRAL_DISCOUNT_FIELDS.includes(field);
}

/** Why a row lists no offer (issue 21, price preview). */
export type NoOfferReason = 'no_offer' | 'not_orderable' | 'data_missing' | 'residual_value';

export const NO_OFFER_REASON_LABELS: Readonly<Record<NoOfferReason, string>> = {
  no_offer: 'kein Fahrzeug im Katalog',
  not_orderable: 'nicht bestellbar',
  data_missing: 'Daten unvollständig',
  residual_value: 'Restwert höher als Finanzierungsbetrag',
};

export type RowPricePreview =
  | {
      kind: 'priced';
      /** The offer with the cheapest rate: the row links to its car page. */
      offerId: string;
      /** Cheapest monthly rate in the group's terms (net for b2b, gross for b2c), cents. */
      rateCents: number;
      /** Of that rate and list price in the same terms (contracts leasingFactorOf), as the car page shows it. */
      leasingFactor: number;
    }
  | { kind: 'none'; reason: NoOfferReason };

export interface RowPricePreviewInput {
  group: CustomerGroup;
  /** The row's status dot (with drafts applied). */
  state: DiscountRowState;
  parts: RowDiscountParts;
  offers: readonly DiscountRowOfferDto[];
}

function pricedOfferOf(dto: DiscountRowOfferDto): { offer: PricedOffer; terms: TermBasis[] } {
  return {
    offer: {
      id: dto.id,
      inventoryType: dto.inventory_type,
      listPriceCents: dto.list_price_cents,
      bafaBonusAvailable: dto.bafa_downpayment_cents > 0,
      bafaDownpaymentCents: dto.bafa_downpayment_cents,
    },
    terms: dto.terms.map(([months, kmPerYear, residualValueCents, sollzinsPercent, downpaymentCents]) => ({ months, kmPerYear, residualValueCents, sollzinsPercent, downpaymentCents })),
  };
}

/**
 * The cheapest rate and Leasingfaktor a row gives its offers, by the rules of the offer-prices
 * projection (docs/dealer-discounts.md "Offer prices follow discounts"): a row that is not
 * available lists nothing; offers without terms are never listed; if one offer cannot be priced
 * (less to finance than the residual value) the row's discount is refused as a whole. The rate
 * is the group's (b2c sees net × 1.19) and the Leasingfaktor is that of the rate shown, as on
 * the car page.
 */
export function rowPricePreview({ group, state, parts, offers }: RowPricePreviewInput): RowPricePreview {
  const listable = offers.filter((o) => o.terms.length > 0);
  if (listable.length === 0) return { kind: 'none', reason: 'no_offer' };
  if (state === 'unavailable') return { kind: 'none', reason: 'not_orderable' };
  if (state === 'data_missing') return { kind: 'none', reason: 'data_missing' };
  let best: Extract<RowPricePreview, { kind: 'priced' }> | null = null;
  for (const dto of listable) {
    const { offer, terms } = pricedOfferOf(dto);
    const priced = repriceOffer(offer, terms, offerDiscountOf(parts, offer.inventoryType));
    if (priced.kind !== 'priced') return { kind: 'none', reason: 'residual_value' };
    const rateCents = group === 'b2c' ? priced.cheapestGrossFinanceRateCents : priced.cheapestFinanceRateCents;
    if (best && (best.rateCents < rateCents || (best.rateCents === rateCents && best.offerId < dto.id))) continue;
    const listPriceCents = group === 'b2c' ? dto.gross_list_price_cents : dto.list_price_cents;
    best = { kind: 'priced', offerId: dto.id, rateCents, leasingFactor: leasingFactorOf(rateCents, listPriceCents) };
  }
  return best as RowPricePreview;
}

/** A row's price-relevant values as the API and the table show them: percent as 7.5, money in cents. */
export interface RowDiscountValues {
  base_discount: number | null;
  additional_discounts: readonly (number | null)[];
  collected_discounts: readonly (number | null)[];
  stock_discount_offset: number | null;
  order_absolute_bonus_cents: number | null;
  stock_absolute_bonus_cents: number | null;
}

const hundredthsOf = (percent: number | null | undefined) => (typeof percent === 'number' ? Math.round(percent * 100) : 0);

/** The row's values in the units the read model stores (hundredths), as the projection reads its cells. */
export function discountPartsOfValues(values: RowDiscountValues): RowDiscountParts {
  const percents = [values.base_discount, ...values.additional_discounts, ...values.collected_discounts];
  return {
    discountHundredths: percents.reduce<number>((sum, p) => sum + hundredthsOf(p), 0),
    stockOffsetHundredths: hundredthsOf(values.stock_discount_offset),
    orderBonusCents: values.order_absolute_bonus_cents,
    stockBonusCents: values.stock_absolute_bonus_cents,
  };
}
