import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, items 6 and 8; the kind list keeps 'import' of migration 170. 'Diesen Stand wiederherstellen' is audited as its own kind, `restore`,
 * with the moment restored (`restored_from`), so the history, the audit explorer and its CSV say
 * which past table came back. Campaigns are audited as `campaign_*` kinds with their id and
 * validity, and `discount_campaigns` lists every campaign with its status: the table's campaign
 * list and the worker's catch-up of boundaries read it. The projection's rebuild creates the same
 * (dealer-discounts.tables.ts).
 */
export const DISCOUNT_RESTORE_AUDIT_DDL: readonly string[] = [
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS restored_from timestamptz`,
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS campaign_id uuid`,
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS valid_from timestamptz`,
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS valid_until timestamptz`,
  `ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check`,
  `ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
     CHECK (kind IN ('edit','confirm','update_all','copy','layout','import','restore','campaign_scheduled','campaign_started','campaign_ended','campaign_cancelled'))`,
  `CREATE TABLE IF NOT EXISTS discount_campaigns (
    campaign_id uuid PRIMARY KEY,
    dealer_id uuid NOT NULL,
    customer_group text NOT NULL,
    bank_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    car_model_ids uuid[] NOT NULL,
    field text NOT NULL,
    value bigint NOT NULL,
    valid_from timestamptz NOT NULL,
    valid_until timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('scheduled','active','ended','cancelled')),
    scheduled_by_user_id text NOT NULL,
    scheduled_by_role text NOT NULL,
    scheduled_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS discount_campaigns_scope_idx ON discount_campaigns (dealer_id, customer_group, bank_id, manufacturer_id, valid_from)`,
  `CREATE INDEX IF NOT EXISTS discount_campaigns_pending_idx ON discount_campaigns (valid_from) WHERE status IN ('scheduled','active')`,
];

export class DiscountRestoreAudit1763700000180 implements MigrationInterface {
  name = 'DiscountRestoreAudit1763700000180';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DISCOUNT_RESTORE_AUDIT_DDL) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS discount_campaigns');
    await queryRunner.query(`DELETE FROM dealer_discount_history WHERE kind = 'restore' OR kind LIKE 'campaign_%'`);
    await queryRunner.query('ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check');
    await queryRunner.query(`ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check
      CHECK (kind IN ('edit','confirm','update_all','copy','layout','import'))`);
    await queryRunner.query('ALTER TABLE dealer_discount_history DROP COLUMN IF EXISTS restored_from, DROP COLUMN IF EXISTS campaign_id, DROP COLUMN IF EXISTS valid_from, DROP COLUMN IF EXISTS valid_until');
  }
}
