import { discountPartsOfValues, rowPricePreview, type DiscountRowOfferDto, type DiscountOfferTermTuple, discountRowState, type DiscountRowCells } from '@autoleasing/contracts';

import fc from 'fast-check';
import { applyRowChange, EMPTY_ROW_STATE, listedPrice, type OfferBasis } from './row-pricing';

/**
 * Issue 21, price preview: the dealer table recomputes a draft's rate in the browser from the
 * offers GET discounts sends. It must come out as the offer-prices projection lists it: same
 * math (contracts repriceOffer), same discount rule, same refusal of a row whose discount would
 * finance less than the residual value.
 */

const percentHundredths = fc.option(fc.integer({ min: 0, max: 2500 }), { nil: null });
const cellsArb = fc.record({
  base_discount: percentHundredths,
  additional_discounts_0: percentHundredths,
  additional_discounts_1: percentHundredths,
  collected_discounts_0: percentHundredths,
  stock_discount_offset: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }),
  order_absolute_bonus_cents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  stock_absolute_bonus_cents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  delivery_time: fc.constantFrom('3_to_5_months' as const, null),
  dealer_delivery_cents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  factory_delivery_cents: fc.constant(50_000),
  available: fc.boolean(),
});

const termArb = fc.record({
  months: fc.constantFrom(24, 36, 48),
  kmPerYear: fc.constantFrom(10000, 15000, 20000),
  residualShare: fc.double({ min: 0.2, max: 0.75, noNaN: true }),
  sollzinsPercent: fc.constantFrom(0, 1.99, 3.49, 4.99, 6.9),
  downpaymentCents: fc.constantFrom(0, 100_000, 250_000),
});

const offerArb = fc.record({
  id: fc.uuid(),
  inventoryType: fc.constantFrom('ordered' as const, 'pre_ordered' as const, 'stock' as const),
  listPriceCents: fc.integer({ min: 1_500_000, max: 12_000_000 }),
  bafaDownpaymentCents: fc.constantFrom(0, 0, 300_000),
  terms: fc.array(termArb, { minLength: 0, maxLength: 4 }),
});

type OfferInput = typeof offerArb extends fc.Arbitrary<infer T> ? T : never;

function toBasis(o: OfferInput): OfferBasis {
  return {
    offer: { id: o.id, inventoryType: o.inventoryType, listPriceCents: o.listPriceCents, bafaBonusAvailable: o.bafaDownpaymentCents > 0, bafaDownpaymentCents: o.bafaDownpaymentCents },
    terms: o.terms.map((t) => ({ months: t.months, kmPerYear: t.kmPerYear, residualValueCents: Math.round(o.listPriceCents * t.residualShare), sollzinsPercent: t.sollzinsPercent, downpaymentCents: t.downpaymentCents })),
  };
}

/** The offer as GET discounts sends it (compact terms). */
function toDto(basis: OfferBasis): DiscountRowOfferDto {
  return {
    id: basis.offer.id,
    inventory_type: basis.offer.inventoryType,
    list_price_cents: basis.offer.listPriceCents,
    gross_list_price_cents: Math.floor((basis.offer.listPriceCents * 119) / 100),
    bafa_downpayment_cents: basis.offer.bafaBonusAvailable ? basis.offer.bafaDownpaymentCents : 0,
    terms: basis.terms.map((t): DiscountOfferTermTuple => [t.months, t.kmPerYear, t.residualValueCents, t.sollzinsPercent, t.downpaymentCents]),
  };
}

/** The cells as the API shows them (percent as 7.5): what the web turns into parts. */
function valuesOf(cells: DiscountRowCells) {
  const percent = (v: unknown) => (typeof v === 'number' ? v / 100 : null);
  return {
    base_discount: percent(cells.base_discount),
    additional_discounts: [percent(cells.additional_discounts_0), percent(cells.additional_discounts_1)],
    collected_discounts: [percent(cells.collected_discounts_0)],
    stock_discount_offset: percent(cells.stock_discount_offset),
    order_absolute_bonus_cents: (cells.order_absolute_bonus_cents as number | null) ?? null,
    stock_absolute_bonus_cents: (cells.stock_absolute_bonus_cents as number | null) ?? null,
  };
}

describe('price preview of the dealer table = offer-prices projection', () => {
  it('gives the projection’s cheapest net rate, or no offer exactly when the projection lists none', () => {
    fc.assert(
      fc.property(cellsArb, fc.array(offerArb, { minLength: 0, maxLength: 3 }), (cells, offers) => {
        const bases = offers.map(toBasis);
        const state = applyRowChange(EMPTY_ROW_STATE, cells, bases, '2026-01-01T00:00:00Z');
        const listed = bases.map((b) => listedPrice(b, state)).filter((p) => p !== null);
        // The projection keeps a refused row's earlier price; from an empty start there is none.
        const projected = listed.length > 0 ? Math.min(...listed.map((p) => p.cheapestFinanceRateCents)) : null;

        const preview = rowPricePreview({ group: 'b2b', state: discountRowState(cells), parts: discountPartsOfValues(valuesOf(cells)), offers: bases.map(toDto) });
        if (projected === null) {
          expect(preview.kind).toBe('none');
        } else {
          expect(preview).toMatchObject({ kind: 'priced', rateCents: projected });
        }
        if (preview.kind === 'none' && preview.reason === 'residual_value') expect(state.issue).not.toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it('shows b2c rows gross: the projection’s cheapest gross rate and its Leasingfaktor on the gross list price', () => {
    const cells: DiscountRowCells = { base_discount: 1500, delivery_time: '3_to_5_months', factory_delivery_cents: 50_000, available: true };
    const basis = toBasis({ id: 'a', inventoryType: 'ordered', listPriceCents: 4_000_000, bafaDownpaymentCents: 0, terms: [{ months: 36, kmPerYear: 10000, residualShare: 0.55, sollzinsPercent: 4.99, downpaymentCents: 0 }] });
    const state = applyRowChange(EMPTY_ROW_STATE, cells, [basis], 'x');
    const listed = listedPrice(basis, state);
    const preview = rowPricePreview({ group: 'b2c', state: 'available', parts: discountPartsOfValues(valuesOf(cells)), offers: [toDto(basis)] });
    if (preview.kind !== 'priced' || !listed) throw new Error('expected a price');
    expect(preview.rateCents).toBe(listed.cheapestGrossFinanceRateCents);
    expect(preview.leasingFactor).toBe(Math.round((listed.cheapestGrossFinanceRateCents * 10000) / 4_760_000) / 100);
  });

  it('names why a row lists nothing', () => {
    const basis = toDto(toBasis({ id: 'a', inventoryType: 'ordered', listPriceCents: 4_000_000, bafaDownpaymentCents: 0, terms: [{ months: 36, kmPerYear: 10000, residualShare: 0.55, sollzinsPercent: 4.99, downpaymentCents: 0 }] }));
    const parts = discountPartsOfValues({ base_discount: 10, additional_discounts: [], collected_discounts: [], stock_discount_offset: null, order_absolute_bonus_cents: null, stock_absolute_bonus_cents: null });
    expect(rowPricePreview({ group: 'b2b', state: 'available', parts, offers: [] })).toEqual({ kind: 'none', reason: 'no_offer' });
    expect(rowPricePreview({ group: 'b2b', state: 'unavailable', parts, offers: [basis] })).toEqual({ kind: 'none', reason: 'not_orderable' });
    expect(rowPricePreview({ group: 'b2b', state: 'data_missing', parts, offers: [basis] })).toEqual({ kind: 'none', reason: 'data_missing' });
    expect(rowPricePreview({ group: 'b2b', state: 'available', parts: { ...parts, discountHundredths: 6000 }, offers: [basis] })).toEqual({ kind: 'none', reason: 'residual_value' });
  });
});
