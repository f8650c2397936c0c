import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, the sorted 100-row page: its statement is prepared once per connection (planning it
 * anew cost more database time than running it). A prepared statement's generic plan estimates a
 * table's scope (dealer, customer group, bank, brand) from each column on its own, which makes
 * one scope look like a handful of rows, so the plan scanned the whole scope for every row of the
 * page instead of looking the row up by its key (about 8 ms against 1 ms with a brand of 10,000
 * car models). Statistics over the four columns together tell the planner how many rows a scope
 * really has.
 */
export class DiscountRowsScopeStatistics1763700000200 implements MigrationInterface {
  name = 'DiscountRowsScopeStatistics1763700000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE STATISTICS IF NOT EXISTS dealer_discount_rows_scope_stats (ndistinct, dependencies)
      ON dealer_id, customer_group, bank_id, manufacturer_id FROM dealer_discount_rows`);
    await queryRunner.query('ANALYZE dealer_discount_rows');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP STATISTICS IF EXISTS dealer_discount_rows_scope_stats');
  }
}
