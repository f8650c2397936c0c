import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 5: an applied Excel/CSV import is audited as kind 'import' with the uploaded
 * file's name. The kind check is replaced by one that keeps every earlier kind.
 */
export const DISCOUNT_HISTORY_IMPORT_DDL: readonly string[] = [
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS file_name text`,
  `ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check`,
  `ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
     CHECK (kind IN ('edit','confirm','update_all','copy','layout','import'))`,
];

export class DiscountHistoryImports1763700000170 implements MigrationInterface {
  name = 'DiscountHistoryImports1763700000170';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DISCOUNT_HISTORY_IMPORT_DDL) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM dealer_discount_history WHERE kind = 'import'`);
    await queryRunner.query(`ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check`);
    await queryRunner.query(`ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
      CHECK (kind IN ('edit','confirm','update_all','copy','layout'))`);
    await queryRunner.query(`ALTER TABLE dealer_discount_history DROP COLUMN IF EXISTS file_name`);
  }
}
