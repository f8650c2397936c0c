import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dealer discount table (spec 3.11, issue 7). Its read models (dealer_discount_rows, _scopes,
 * _layouts, _history) were created here too; the dealer-discounts projection owns and creates
 * them now (ADR 0007). What stays is the catalogue's index the table page needs.
 */
export class DealerDiscounts1763700000020 implements MigrationInterface {
  name = 'DealerDiscounts1763700000020';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The table page pages through the car models of one brand in name order.
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS car_models_manufacturer_name_idx ON car_models (manufacturer_id, name, id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS car_models_manufacturer_name_idx');
  }
}
