import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEALER_DISCOUNT_READ_MODEL_DDL_V2 } from './1763700000020-dealer-discounts';

/** The last editor per cell of a discount row (issue 7: per-cell last editor), kept by the projection. */
export class DealerDiscountCellEditors1763700000021 implements MigrationInterface {
  name = 'DealerDiscountCellEditors1763700000021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DEALER_DISCOUNT_READ_MODEL_DDL_V2) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE dealer_discount_rows DROP COLUMN IF EXISTS cell_editors');
  }
}
