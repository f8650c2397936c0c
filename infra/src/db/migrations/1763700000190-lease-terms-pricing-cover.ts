import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 7: the dealer table sends each row the bank's terms of its offers (residual
 * value, Sollzins, downpayment) for the price preview, read with the offer-prices projection's
 * loadOffers. Only the primary key indexes lease_terms since its rates moved out (migration
 * 081), so a page of 100 rows (about 2,400 terms) was a sequential scan (≈20 ms on the demo
 * data); covering the pricing inputs makes it an index-only scan (≈1 ms). The projection's
 * repricing reads the same columns and gains as well. lease_terms is the banks' grid and changes
 * only with the catalogue, so the visibility map stays set.
 */
export class LeaseTermsPricingCover1763700000190 implements MigrationInterface {
  name = 'LeaseTermsPricingCover1763700000190';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS lease_terms_pricing_cover_idx ON lease_terms (car_spec_id, months, km_per_year)
      INCLUDE (residual_value_cents, sollzins_percent, downpayment_cents)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS lease_terms_pricing_cover_idx');
  }
}
