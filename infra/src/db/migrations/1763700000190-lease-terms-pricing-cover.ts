import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 7: the dealer table sends each row the bank's terms of its offers (residual
 * value, Sollzins, downpayment) for the price preview, read with the offer-prices projection's
 * loadOffers. The terms index of migration 006 covered only the rates; this one covers the
 * pricing inputs too, so a page of 100 rows (about 2,400 terms) is an index-only scan (≈1 ms
 * instead of a sequential scan of lease_terms). It replaces the old index: same key, wider INCLUDE.
 */
export class LeaseTermsPricingCover1763700000190 implements MigrationInterface {
  name = 'LeaseTermsPricingCover1763700000190';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS lease_terms_pricing_cover_idx ON lease_terms (car_spec_id, months, km_per_year)
      INCLUDE (finance_rate_cents, gross_finance_rate_cents, residual_value_cents, sollzins_percent, downpayment_cents)`);
    await queryRunner.query('DROP INDEX IF EXISTS lease_terms_rate_cover_idx');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX IF NOT EXISTS lease_terms_rate_cover_idx ON lease_terms (car_spec_id, months, km_per_year) INCLUDE (finance_rate_cents, gross_finance_rate_cents)');
    await queryRunner.query('DROP INDEX IF EXISTS lease_terms_pricing_cover_idx');
  }
}
