import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 8 (admin discounts). Two things:
 *
 * 1. The comparison read model `discount_comparison_rows`, written by the `discount-comparison`
 *    projection: one row per brand, bank, customer group, car model and dealer, keyed brand-first
 *    so "every model of this brand, bank and group with each dealer's discounts" is one index range.
 *    `cells` keeps the row's stored cell values (the projection folds events onto them);
 *    `discount_sum` (hundredths of a percent) and `state` are computed with the domain's rules.
 *    The same statements run in `rebuild_discount_comparison` when the projection is rebuilt.
 *
 * 2. Indexes on the dealer table's per-cell history (`dealer_discount_history`, the audit read
 *    model of issue 7) for the ops audit explorer, which searches across all dealers, newest
 *    first: one (filter column, occurred_at, position, seq) index per selective filter, and the
 *    plain time order for no filter, so a page is an index range scan at 1,000,000 entries.
 *    The dealer filter uses issue 7's (dealer_id, occurred_at DESC, position DESC) index.
 */
export const DISCOUNT_COMPARISON_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS discount_comparison_rows (
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
  )`,
  `CREATE INDEX IF NOT EXISTS discount_comparison_rows_dealer_idx ON discount_comparison_rows (dealer_id, manufacturer_id, bank_id)`,
];

export const DISCOUNT_AUDIT_INDEX_DDL: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_time_idx ON dealer_discount_history (occurred_at DESC, position DESC, seq DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_user_idx ON dealer_discount_history (user_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_brand_idx ON dealer_discount_history (manufacturer_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_bank_idx ON dealer_discount_history (bank_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_model_idx ON dealer_discount_history (car_model_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_field_idx ON dealer_discount_history (field, occurred_at DESC, position DESC)`,
];

export class DiscountComparisonAndAudit1763700000050 implements MigrationInterface {
  name = 'DiscountComparisonAndAudit1763700000050';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [...DISCOUNT_COMPARISON_DDL, ...DISCOUNT_AUDIT_INDEX_DDL]) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['time', 'audit_user', 'brand', 'bank', 'model', 'field']) await queryRunner.query(`DROP INDEX IF EXISTS dealer_discount_history_${name}_idx`);
    await queryRunner.query('DROP TABLE IF EXISTS discount_comparison_rows');
  }
}
