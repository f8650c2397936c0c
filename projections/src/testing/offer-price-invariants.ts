import { ADDITIONAL_DISCOUNT_FIELDS, COLLECTED_DISCOUNT_FIELDS, type DiscountRowCells } from '@autoleasing/contracts';

import type { Pool } from 'pg';
import { listedPrice, type OfferBasis, type RowPricingState } from '../offer-prices/row-pricing';

/** Cell columns of dealer_discount_rows (the dealer's table), stored as in the events. */
const CELL_COLUMNS = [
  'base_discount', ...ADDITIONAL_DISCOUNT_FIELDS, ...COLLECTED_DISCOUNT_FIELDS, 'order_absolute_bonus_cents', 'bafa_manufacturer_included',
  'factory_delivery_cents', 'dealer_delivery_cents', 'delivery_time', 'stock_discount_offset', 'stock_absolute_bonus_cents', 'available',
] as const;

export interface OfferPriceMismatch {
  offerId: string;
  expected: unknown;
  actual: unknown;
}

/**
 * Issue 16's invariant, checked against the database from the outside: an offer is listed
 * exactly when its dealer's row (dealer_discount_rows, what the dealer sees) for its scope is
 * available — or, where the row's latest cells were refused (price_issue), when the accepted
 * cells are — and its stored rates are the leasing math of that row and the bank's grid.
 * Returns every mismatch (empty: the catalogue agrees with the dealer tables).
 */
export async function offerPriceMismatches(pool: Pool): Promise<OfferPriceMismatch[]> {
  const offers = await pool.query<{
    id: string; dealer_id: string; bank_id: string; manufacturer_id: string; car_model_id: string; customer_groups: string; inventory_type: 'ordered' | 'pre_ordered' | 'stock';
    list_price_cents: string; bafa_bonus_available: boolean; bafa_downpayment_cents: string;
    terms: { months: number; km_per_year: number; residual_value_cents: number; sollzins_percent: number; downpayment_cents: number }[];
    cells: Record<string, unknown> | null; accepted: DiscountRowCells | null; issue: string | null;
    listed: { discount_percent: string; absolute_bonus_cents: string; cheapest_finance_rate_cents: string; cheapest_gross_finance_rate_cents: string; leasing_factor: string } | null;
    term_prices: { months: number; km_per_year: number; finance_rate_cents: number; gross_finance_rate_cents: number; total_amount_cents: number }[] | null;
  }>(
    `SELECT cs.id, cs.dealer_id, cs.bank_id, cs.manufacturer_id, cs.car_model_id, cs.customer_groups, cs.inventory_type, cs.list_price_cents,
            cs.bafa_bonus_available, cs.bafa_downpayment_cents,
            (SELECT json_agg(json_build_object('months', lt.months, 'km_per_year', lt.km_per_year, 'residual_value_cents', lt.residual_value_cents,
                     'sollzins_percent', lt.sollzins_percent, 'downpayment_cents', lt.downpayment_cents) ORDER BY lt.months, lt.km_per_year)
               FROM lease_terms lt WHERE lt.car_spec_id = cs.id) AS terms,
            (SELECT json_build_object(${CELL_COLUMNS.map((c) => `'${c}', r.${c}`).join(', ')}) FROM dealer_discount_rows r
              WHERE r.dealer_id = cs.dealer_id AND r.bank_id = cs.bank_id AND r.manufacturer_id = cs.manufacturer_id AND r.car_model_id = cs.car_model_id
                AND r.customer_group = CASE WHEN cs.customer_groups = 'b2c' THEN 'b2c' ELSE 'b2b' END) AS cells,
            opr.accepted_cells AS accepted, opr.price_issue AS issue,
            (SELECT to_json(p) FROM (SELECT discount_percent, absolute_bonus_cents, cheapest_finance_rate_cents, cheapest_gross_finance_rate_cents, leasing_factor
               FROM offer_prices WHERE id = cs.id) p) AS listed,
            (SELECT json_agg(json_build_object('months', tp.months, 'km_per_year', tp.km_per_year, 'finance_rate_cents', tp.finance_rate_cents,
                     'gross_finance_rate_cents', tp.gross_finance_rate_cents, 'total_amount_cents', tp.total_amount_cents) ORDER BY tp.months, tp.km_per_year)
               FROM offer_term_prices tp WHERE tp.car_spec_id = cs.id) AS term_prices
       FROM car_specs cs
       LEFT JOIN offer_price_rows opr ON opr.dealer_id = cs.dealer_id AND opr.bank_id = cs.bank_id AND opr.manufacturer_id = cs.manufacturer_id
            AND opr.car_model_id = cs.car_model_id AND opr.customer_group = CASE WHEN cs.customer_groups = 'b2c' THEN 'b2c' ELSE 'b2b' END
      ORDER BY cs.id`,
  );
  const mismatches: OfferPriceMismatch[] = [];
  for (const o of offers.rows) {
    const basis: OfferBasis = {
      offer: { id: o.id, inventoryType: o.inventory_type, listPriceCents: Number(o.list_price_cents), bafaBonusAvailable: o.bafa_bonus_available, bafaDownpaymentCents: Number(o.bafa_downpayment_cents) },
      terms: (o.terms ?? []).map((t) => ({ months: t.months, kmPerYear: t.km_per_year, residualValueCents: Number(t.residual_value_cents), sollzinsPercent: Number(t.sollzins_percent), downpaymentCents: Number(t.downpayment_cents) })),
    };
    // The dealer's row as the dealer sees it; a refused row is priced by its accepted cells.
    const rowCells = o.cells ? dealerRowCells(o.cells) : null;
    const state: RowPricingState = { cells: rowCells ?? {}, accepted: o.issue ? o.accepted : rowCells, acceptedAt: null, issue: o.issue };
    const priced = listedPrice(basis, state);
    const expected = priced && {
      discount_percent: priced.discountPercent.toFixed(2),
      absolute_bonus_cents: String(priced.bonusCents),
      cheapest_finance_rate_cents: String(priced.cheapestFinanceRateCents),
      cheapest_gross_finance_rate_cents: String(priced.cheapestGrossFinanceRateCents),
      leasing_factor: priced.leasingFactor.toFixed(2),
      terms: priced.terms.map((t) => ({ months: t.months, km_per_year: t.kmPerYear, finance_rate_cents: t.financeRateCents, gross_finance_rate_cents: t.grossFinanceRateCents, total_amount_cents: t.totalAmountCents })),
    };
    const actual = o.listed && { ...normalise(o.listed), terms: (o.term_prices ?? []).map((t) => ({ ...t, finance_rate_cents: Number(t.finance_rate_cents), gross_finance_rate_cents: Number(t.gross_finance_rate_cents), total_amount_cents: Number(t.total_amount_cents) })) };
    if (JSON.stringify(expected ?? null) !== JSON.stringify(actual ?? null)) mismatches.push({ offerId: o.id, expected: expected ?? null, actual: actual ?? null });
  }
  return mismatches;
}

/** offer_prices' numeric columns as text with their scale, as PostgreSQL returns them. */
function normalise(listed: Record<string, unknown>): Record<string, string> {
  return {
    discount_percent: Number(listed.discount_percent).toFixed(2),
    absolute_bonus_cents: String(listed.absolute_bonus_cents),
    cheapest_finance_rate_cents: String(listed.cheapest_finance_rate_cents),
    cheapest_gross_finance_rate_cents: String(listed.cheapest_gross_finance_rate_cents),
    leasing_factor: Number(listed.leasing_factor).toFixed(2),
  };
}

/** dealer_discount_rows' columns as the events' cells (nulls dropped, bigint text as numbers). */
function dealerRowCells(row: Record<string, unknown>): DiscountRowCells {
  const cells: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    cells[field] = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return cells as DiscountRowCells;
}
