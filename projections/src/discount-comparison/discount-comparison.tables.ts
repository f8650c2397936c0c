import type { ProjectionTx } from '../runtime/projection';

export const DISCOUNT_COMPARISON_TABLES = ['discount_comparison_rows'] as const;

/**
 * The admin comparison read model (issue 8): one row per brand, bank, customer group, car model
 * and dealer, keyed brand-first so "every model of this brand, bank and group with each dealer's
 * discounts" is one index range. `cells` keeps the row's stored cell values (the projection folds
 * events onto them); `discount_sum` (hundredths of a percent) and `state` are computed with the
 * domain's rules. In the current search_path; idempotent (ADR 0007).
 */
export async function createDiscountComparisonTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS discount_comparison_rows (
    manufacturer_id uuid NOT NULL,
    bank_id uuid NOT NULL,
    customer_group text NOT NULL CHECK (customer_group IN ('b2b','b2c')),
    car_model_id uuid NOT NULL,
    dealer_id uuid NOT NULL,
    cells jsonb NOT NULL DEFAULT '{}'::jsonb,
    base_discount integer,
    discount_sum integer NOT NULL DEFAULT 0,
    state text NOT NULL CHECK (state IN ('available','data_missing','unavailable')),
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (manufacturer_id, bank_id, customer_group, car_model_id, dealer_id)
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS discount_comparison_rows_dealer_idx ON discount_comparison_rows (dealer_id, manufacturer_id, bank_id)`);
}
