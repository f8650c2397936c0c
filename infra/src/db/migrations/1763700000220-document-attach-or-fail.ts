import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attaching an upload to a deal or final offer as one statement that can go with the deal's append
 * and COMMIT in ONE round trip (the command's `writes`): lock the document row, refuse a deleted
 * or missing one (SQLSTATE 'DCGON') and one attached elsewhere or as another type ('DCATT'), attach
 * an unattached one, and leave one attached the same way as it is (a retried request). Raising
 * stops the rest of the simple query, so the deal's event is not stored either. Before, the same
 * checks took a `SELECT … FOR UPDATE` and an `UPDATE` of their own inside the deal's transaction:
 * three round trips more with the transaction open, holding back every projection's read horizon.
 */
export class DocumentAttachOrFail1763700000220 implements MigrationInterface {
  name = 'DocumentAttachOrFail1763700000220';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION document_attach_or_fail(
        p_id uuid, p_attached_to text, p_attachment_type text, p_deal_id uuid, p_final_offer_id uuid)
      RETURNS void
      LANGUAGE plpgsql VOLATILE
      AS $fn$
      DECLARE
        d record;
      BEGIN
        SELECT attached_to, attachment_type, deal_id, final_offer_id, deleted_at INTO d
          FROM documents WHERE id = p_id FOR UPDATE;
        IF NOT FOUND OR d.deleted_at IS NOT NULL THEN
          RAISE EXCEPTION 'document % is gone', p_id USING ERRCODE = 'DCGON';
        END IF;
        IF d.attached_to IS NOT NULL AND (d.attached_to IS DISTINCT FROM p_attached_to OR d.attachment_type IS DISTINCT FROM p_attachment_type
           OR d.deal_id IS DISTINCT FROM p_deal_id OR d.final_offer_id IS DISTINCT FROM p_final_offer_id) THEN
          RAISE EXCEPTION 'document % is attached elsewhere', p_id USING ERRCODE = 'DCATT';
        END IF;
        -- Only an unattached one changes; one attached this way already (a retried request) stays as it is.
        UPDATE documents
           SET attached_to = p_attached_to, attachment_type = p_attachment_type, deal_id = p_deal_id,
               final_offer_id = p_final_offer_id, attached_at = now()
         WHERE id = p_id AND attached_to IS NULL;
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS document_attach_or_fail(uuid, text, text, uuid, uuid)');
  }
}
