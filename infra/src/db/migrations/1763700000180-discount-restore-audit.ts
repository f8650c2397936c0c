import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 6: 'Diesen Stand wiederherstellen' is audited as its own kind, `restore`, with the
 * moment restored (`restored_from`), so the history, the audit explorer and its CSV say which
 * past table came back. The projection's rebuild creates the same (dealer-discounts.tables.ts).
 */
export const DISCOUNT_RESTORE_AUDIT_DDL: readonly string[] = [
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS restored_from timestamptz`,
  `ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check`,
  `ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
     CHECK (kind IN ('edit','confirm','update_all','copy','layout','restore'))`,
];

export class DiscountRestoreAudit1763700000180 implements MigrationInterface {
  name = 'DiscountRestoreAudit1763700000180';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DISCOUNT_RESTORE_AUDIT_DDL) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM dealer_discount_history WHERE kind = 'restore'`);
    await queryRunner.query('ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check');
    await queryRunner.query(`ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
      CHECK (kind IN ('edit','confirm','update_all','copy','layout'))`);
    await queryRunner.query('ALTER TABLE dealer_discount_history DROP COLUMN IF EXISTS restored_from');
  }
}
