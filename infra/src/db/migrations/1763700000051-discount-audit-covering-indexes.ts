import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit explorer's indexes, second shape (issue 8). Migration 050 gave each filter a plain
 * (column, occurred_at, position) index; with two filters at once (dealer and field, user and brand,
 * brand, bank and group) every candidate row cost a heap visit, 100–200 ms at 1,000,000 entries.
 * Now the explorer first picks the page's (event_id, seq) with an index-only scan, filtering on the
 * columns each index carries (INCLUDE), and then reads just those 50 rows:
 * - time: no filter, and the broad filters (group, bank, field) on the way;
 * - dealer, user, brand: the selective filters, each carrying the others;
 * - car model: very selective, carries only the ids.
 * Counting (up to 1,000) uses the same index-only scans.
 */
const CARRIED = ['event_id', 'dealer_id', 'user_id', 'manufacturer_id', 'bank_id', 'customer_group', 'car_model_id', 'field'] as const;
const carried = (without: string) => CARRIED.filter((c) => c !== without).join(', ');
const ORDER = 'occurred_at DESC, position DESC, seq DESC';

export const DISCOUNT_AUDIT_INDEX_DDL_V2: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_time_idx ON dealer_discount_history (${ORDER}) INCLUDE (event_id, bank_id, customer_group, field)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_dealer_idx ON dealer_discount_history (dealer_id, ${ORDER}) INCLUDE (${carried('dealer_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_user2_idx ON dealer_discount_history (user_id, ${ORDER}) INCLUDE (${carried('user_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_brand_idx ON dealer_discount_history (manufacturer_id, ${ORDER}) INCLUDE (${carried('manufacturer_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_model_idx ON dealer_discount_history (car_model_id, ${ORDER}) INCLUDE (event_id)`,
];

/** Migration 050's audit indexes, replaced by the ones above. */
const REPLACED = ['time', 'audit_user', 'brand', 'bank', 'model', 'field'].map((n) => `dealer_discount_history_${n}_idx`);

export class DiscountAuditCoveringIndexes1763700000051 implements MigrationInterface {
  name = 'DiscountAuditCoveringIndexes1763700000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DISCOUNT_AUDIT_INDEX_DDL_V2) await queryRunner.query(statement);
    for (const name of REPLACED) await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['audit_time', 'audit_dealer', 'audit_user2', 'audit_brand', 'audit_model']) await queryRunner.query(`DROP INDEX IF EXISTS dealer_discount_history_${name}_idx`);
  }
}
