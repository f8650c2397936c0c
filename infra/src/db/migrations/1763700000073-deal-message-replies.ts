import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A staff reply names the customer message it answers (ops screen, POST
 * /api/v1/admin/deals/{id}/messages `reply_to`). Kept beside the text in the mutable table, like
 * the text itself; erasing the customer deletes the deal's messages, and a reply whose message is
 * gone keeps its text and loses the link.
 */
export class DealMessageReplies1763700000073 implements MigrationInterface {
  name = 'DealMessageReplies1763700000073';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE deal_messages ADD COLUMN reply_to uuid REFERENCES deal_messages(id) ON DELETE SET NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE deal_messages DROP COLUMN IF EXISTS reply_to');
  }
}
