import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order numbers come from one sequence per year instead of a counter row. The counter row was
 * locked from the draw until the order's transaction ended, so every checkout of the year queued
 * behind the one before (checkout bench: 270 ms average wait on that row with 20 customers).
 * nextval takes no lock that outlives the call. A sequence does not roll back: the api draws only
 * for an order its decision accepts (a dry run on the same state), so a number is skipped only
 * when the transaction fails after the draw (a crash, a lost connection). The first order of a
 * year creates that year's sequence, continuing after the highest number placed that year.
 */
const NEXT_ORDER_NUMBER = `
CREATE OR REPLACE FUNCTION next_order_number(p_year integer) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  seq_name text := format('order_number_seq_%s', p_year);
  seq oid := to_regclass(seq_name);
  placed integer;
BEGIN
  IF seq IS NULL THEN
    -- Two first orders of a year at once: the second waits here. It then looks the sequence up
    -- with a query of its own (a fresh snapshot sees what the first committed; the name lookup
    -- above may still answer from a stale catalog cache) and uses it by oid.
    PERFORM pg_advisory_xact_lock(hashtext('order_number_sequences'));
    SELECT c.oid INTO seq FROM pg_class c WHERE c.relname = seq_name AND c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S';
    IF seq IS NULL THEN
      SELECT coalesce(max(substr(order_number, 9)::integer), 0) INTO placed
        FROM order_numbers WHERE order_number LIKE format('AL-%s-%%', p_year);
      EXECUTE format('CREATE SEQUENCE %I AS integer MINVALUE 1 MAXVALUE 999999 START %s', seq_name, placed + 1);
      SELECT c.oid INTO seq FROM pg_class c WHERE c.relname = seq_name AND c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S';
    END IF;
  END IF;
  RETURN nextval(seq::regclass);
END
$fn$`;

export class OrderNumberSequences1763700000155 implements MigrationInterface {
  name = 'OrderNumberSequences1763700000155';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(NEXT_ORDER_NUMBER);
    // The years counted so far get their sequence now, continuing after their counter.
    const counters = (await queryRunner.query('SELECT year, last_value FROM order_number_counters')) as { year: number; last_value: number }[];
    for (const { year, last_value: last } of counters) {
      await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS order_number_seq_${Number(year)} AS integer MINVALUE 1 MAXVALUE 999999 START ${Number(last) + 1}`);
    }
    await queryRunner.query('DROP TABLE order_number_counters');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_number_counters (
      year smallint PRIMARY KEY,
      last_value integer NOT NULL CHECK (last_value BETWEEN 0 AND 999999)
    )`);
    await queryRunner.query(`INSERT INTO order_number_counters (year, last_value)
      SELECT substr(order_number, 4, 4)::smallint, max(substr(order_number, 9)::integer) FROM order_numbers GROUP BY 1`);
    const sequences = (await queryRunner.query(`SELECT relname FROM pg_class WHERE relkind = 'S' AND relname ~ '^order_number_seq_[0-9]+$'`)) as { relname: string }[];
    for (const { relname } of sequences) await queryRunner.query(`DROP SEQUENCE ${relname}`);
    await queryRunner.query('DROP FUNCTION IF EXISTS next_order_number(integer)');
  }
}
