import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout documents (spec 3.6, 5.2, 7.5): the file lives in document storage (local disk or S3),
 * its metadata here. Personal data, so a mutable table beside the event log; deal events refer
 * to a document by id only (DESIGN.md). A row appears when an upload really arrived (checked by
 * content, size and checksum); attaching it to the customer, a deal or a final offer fills
 * attachment_type and the target; removing it sets deleted_at and deletes the file.
 *
 * `document_upload_targets` records every signed target handed out, so an S3 key a customer
 * attaches must be one we signed for that very customer.
 */
export class Documents1763700000040 implements MigrationInterface {
  name = 'Documents1763700000040';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS documents, document_upload_targets');
  }
}

const UP = [
  `CREATE TABLE document_upload_targets (
    s3_key text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    content_type text NOT NULL,
    original_filename text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX document_upload_targets_customer_idx ON document_upload_targets (customer_id)`,
  `CREATE TABLE documents (
    id uuid PRIMARY KEY,
    owner_customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    deal_id uuid,
    final_offer_id uuid,
    attached_to text CHECK (attached_to IN ('customer','deal','final_offer')),
    s3_key text NOT NULL UNIQUE,
    content_type text NOT NULL CHECK (content_type IN ('application/pdf','image/jpeg','image/png')),
    size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
    checksum_sha256 text NOT NULL CHECK (checksum_sha256 ~ '^[0-9a-f]{64}$'),
    attachment_type text,
    original_filename text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    attached_at timestamptz,
    deleted_at timestamptz,
    CHECK ((attachment_type IS NULL) = (attached_to IS NULL)),
    CHECK (attached_to IS DISTINCT FROM 'deal' OR deal_id IS NOT NULL),
    CHECK (attached_to IS DISTINCT FROM 'final_offer' OR final_offer_id IS NOT NULL)
  )`,
  `CREATE INDEX documents_owner_idx ON documents (owner_customer_id, created_at) WHERE deleted_at IS NULL`,
  `CREATE INDEX documents_deal_idx ON documents (deal_id, created_at) WHERE deleted_at IS NULL`,
  // One generated Selbstauskunft per deal: a job that runs twice cannot store a second one.
  `CREATE UNIQUE INDEX documents_one_self_assessment_per_deal ON documents (deal_id)
     WHERE attachment_type = 'self_assessment_form' AND deleted_at IS NULL`,
];
