import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops lease_terms_grid_rate_idx (months, km_per_year, finance_rate_cents) of migration 003.
 * Every read of lease_terms is by offer (car_spec_id: the search's term filter uses
 * lease_terms_rate_cover_idx, the detail pages and checkout the primary key), so the index had no
 * scans in the catalogue and discount benchmark databases (100,000 and 10,000 offers). It only
 * cost writes: dealer discounts reprice the terms of every touched offer (issue 7: an update_all
 * over 10,000 car models rewrites ~120,000 terms), and each rewritten term added an entry to it.
 */
export class LeaseTermsWithoutGridRateIndex1763700000022 implements MigrationInterface {
  name = 'LeaseTermsWithoutGridRateIndex1763700000022';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS lease_terms_grid_rate_idx');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX IF NOT EXISTS lease_terms_grid_rate_idx ON lease_terms (months, km_per_year, finance_rate_cents)');
  }
}
