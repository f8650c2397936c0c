import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff notes on ops actions. Staff may type personal data into a note, and events never hold
 * free text a person typed (DESIGN.md): the action's event carries only `noteId`, the text lives
 * here, where erasure can blank it (note NULL, erased_at set) without rewriting the event log.
 * The row is written in the same transaction as the action's events, so a note exists only for
 * an action that happened. No foreign key to deals: that table is a projection, filled after the
 * events, and may be rebuilt.
 */
export class DealOpsNotes1763700000071 implements MigrationInterface {
  name = 'DealOpsNotes1763700000071';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE deal_ops_notes (
      id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      author_user_id uuid,
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      erased_at timestamptz
    )`);
    // The timeline reads a deal's notes; erasure blanks all notes of a customer's deals.
    await queryRunner.query('CREATE INDEX deal_ops_notes_deal_idx ON deal_ops_notes (deal_id)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS deal_ops_notes');
  }
}
