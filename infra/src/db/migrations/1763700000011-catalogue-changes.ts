import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table the public catalogue answers are built from. */
export const CATALOGUE_TABLES = ['manufacturers', 'car_series', 'car_models', 'car_specs', 'lease_terms', 'banks', 'dealers'] as const;

/** The channel the api listens on to drop its cached catalogue answers. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/**
 * Any write to the catalogue tables — the seed, a dealer's discount rewriting offer prices, a
 * bulk job — sends a NOTIFY on `catalogue_changed` from a statement-level trigger. PostgreSQL
 * delivers it only when the writing transaction commits (never for a rollback), once per table
 * and transaction, and after the new rows are visible to new snapshots: the api's cached answers
 * (search_offers, car details, lists) are keyed by the number of notifications seen, so the first
 * request after a commit reads the new data. No counter row is updated: a hot row locked until
 * commit would serialise offer writers and could deadlock two transactions that write the same
 * offers in different orders.
 */
export class CatalogueChanges1763700000011 implements MigrationInterface {
  name = 'CatalogueChanges1763700000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CATALOGUE_CHANGED_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END $$`);
    for (const table of CATALOGUE_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_catalogue_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_catalogue_changed ON ${table}`);
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_catalogue_truncated ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_catalogue_changed()');
  }
}
