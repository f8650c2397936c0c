import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: an offer's listing and prices are the offer-prices projection's (offer_prices,
 * offer_term_prices, migration 080), derived from the dealers' discount events. car_specs and
 * lease_terms keep only what the bank and the catalogue fix (list price, residual value, Sollzins,
 * downpayment, delivery costs…), so no reader can take a stale copy of a price for the truth.
 * The search indexes of migrations 003/006/022 over the dropped columns go with them; the search
 * reads offer_prices with the same covering indexes.
 */
const CAR_SPEC_COLUMNS = ['active', 'discount_percent', 'absolute_bonus_cents', 'cheapest_finance_rate_cents', 'cheapest_gross_finance_rate_cents', 'leasing_factor'];
const LEASE_TERM_COLUMNS = ['finance_rate_cents', 'gross_finance_rate_cents', 'finance_rate_cents_without_bafa', 'effective_rate_percent', 'net_loan_amount_cents', 'total_amount_cents'];

export class CatalogueWithoutOfferPrices1763700000081 implements MigrationInterface {
  name = 'CatalogueWithoutOfferPrices1763700000081';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE car_specs ${CAR_SPEC_COLUMNS.map((c) => `DROP COLUMN IF EXISTS ${c}`).join(', ')}`);
    await queryRunner.query(`ALTER TABLE lease_terms ${LEASE_TERM_COLUMNS.map((c) => `DROP COLUMN IF EXISTS ${c}`).join(', ')}`);
  }

  /** The columns come back empty-valued: prices live in offer_prices; rebuild or re-seed to fill them. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE car_specs ADD COLUMN IF NOT EXISTS active boolean NOT NULL DEFAULT true,
      ADD COLUMN IF NOT EXISTS discount_percent numeric(5,2) NOT NULL DEFAULT 0, ADD COLUMN IF NOT EXISTS absolute_bonus_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS cheapest_finance_rate_cents bigint NOT NULL DEFAULT 0, ADD COLUMN IF NOT EXISTS cheapest_gross_finance_rate_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS leasing_factor numeric(5,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE lease_terms ADD COLUMN IF NOT EXISTS finance_rate_cents bigint NOT NULL DEFAULT 1,
      ADD COLUMN IF NOT EXISTS gross_finance_rate_cents bigint NOT NULL DEFAULT 1, ADD COLUMN IF NOT EXISTS finance_rate_cents_without_bafa bigint NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS effective_rate_percent numeric(5,2) NOT NULL DEFAULT 0, ADD COLUMN IF NOT EXISTS net_loan_amount_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS total_amount_cents bigint NOT NULL DEFAULT 0`);
  }
}
