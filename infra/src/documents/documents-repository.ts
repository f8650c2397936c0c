import type { AttachedDocument, AttachmentType, DocumentContentType } from '@autoleasing/contracts';
import { documentDownloadUrl } from '@autoleasing/contracts';
import type { Pool, PoolClient } from 'pg';
import { namedStatement } from '../db/named-statement';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export type AttachedTo = 'customer' | 'deal' | 'final_offer';

export interface DocumentRow {
  id: string;
  ownerCustomerId: string;
  dealId: string | null;
  finalOfferId: string | null;
  attachedTo: AttachedTo | null;
  s3Key: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  checksumSha256: string;
  attachmentType: AttachmentType | null;
  originalFilename: string;
  createdAt: Date;
  attachedAt: Date | null;
  deletedAt: Date | null;
  /** Selbstauskunft only: the version of the details it was made from (null: before versions). */
  detailsVersion: string | null;
}

export interface UploadTargetRow {
  s3Key: string;
  customerId: string;
  contentType: string;
  originalFilename: string;
  expiresAt: Date;
}

export interface NewDocument {
  id: string;
  ownerCustomerId: string;
  s3Key: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  checksumSha256: string;
  originalFilename: string;
}

interface RawRow {
  id: string;
  owner_customer_id: string;
  deal_id: string | null;
  final_offer_id: string | null;
  attached_to: AttachedTo | null;
  s3_key: string;
  content_type: DocumentContentType;
  size_bytes: number;
  checksum_sha256: string;
  attachment_type: AttachmentType | null;
  original_filename: string;
  created_at: Date;
  attached_at: Date | null;
  deleted_at: Date | null;
  details_version?: string | null;
}

function toRow(r: RawRow): DocumentRow {
  return {
    id: r.id,
    ownerCustomerId: r.owner_customer_id,
    dealId: r.deal_id,
    finalOfferId: r.final_offer_id,
    attachedTo: r.attached_to,
    s3Key: r.s3_key,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    checksumSha256: r.checksum_sha256,
    attachmentType: r.attachment_type,
    originalFilename: r.original_filename,
    createdAt: r.created_at,
    attachedAt: r.attached_at,
    deletedAt: r.deleted_at,
    detailsVersion: r.details_version ?? null,
  };
}

/** The API shape of an attached document (spec 3.6 plus name, size and download link). */
export function toAttachedDocument(row: DocumentRow): AttachedDocument {
  return {
    id: row.id,
    attachment_type: row.attachmentType ?? 'other',
    s3_key: row.s3Key,
    contentType: row.contentType,
    file_name: row.originalFilename,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    download_url: documentDownloadUrl(row.id),
  };
}

/** The columns of document_upload_targets that make an UploadTargetRow (toUploadTargetRow). */
const UPLOAD_TARGET_COLUMNS = 's3_key, customer_id, content_type, original_filename, expires_at';

interface RawUploadTarget {
  s3_key: string;
  customer_id: string;
  content_type: string;
  original_filename: string;
  expires_at: Date;
}

function toUploadTargetRow(r: RawUploadTarget): UploadTargetRow {
  return { s3Key: r.s3_key, customerId: r.customer_id, contentType: r.content_type, originalFilename: r.original_filename, expiresAt: r.expires_at };
}

/**
 * Bytes customer $2 uploaded in the last 24 h, deleted files included (index of migration 156);
 * generated documents (the Selbstauskunft) do not count.
 */
const UPLOADED_BYTES_TODAY = `SELECT coalesce(sum(size_bytes), 0)::bigint AS bytes FROM documents
  WHERE owner_customer_id = $2 AND created_at > now() - interval '24 hours' AND attachment_type IS DISTINCT FROM 'self_assessment_form'`;

/** Where a document is attached: the deal itself or its final offer. */
export interface DealAttachment {
  attachedTo: 'deal' | 'final_offer';
  attachmentType: AttachmentType;
  dealId: string;
  finalOfferId: string | null;
}

/**
 * Attaching upload `id` to a deal as SQL with escaped literals, for a deal command's `writes`: it
 * goes with the deal's append and COMMIT in one round trip (migration 220). It raises when the
 * document is gone or attached elsewhere (documentAttachRefusal tells which), and changes nothing
 * when it is attached this way already.
 */
export function attachToDealStatement(client: Pick<PoolClient, 'escapeLiteral'>, id: string, target: DealAttachment): string {
  const uuid = (value: string | null) => (value === null ? 'NULL::uuid' : `${client.escapeLiteral(value)}::uuid`);
  return `SELECT document_attach_or_fail(${uuid(id)}, ${client.escapeLiteral(target.attachedTo)}, ${client.escapeLiteral(target.attachmentType)}, ${uuid(target.dealId)}, ${uuid(target.finalOfferId)})`;
}

/** Why attachToDealStatement refused, from the database error it raised; undefined for any other error. */
export function documentAttachRefusal(error: unknown): 'gone' | 'attached_elsewhere' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'DCGON') return 'gone';
  if (code === 'DCATT') return 'attached_elsewhere';
  return undefined;
}

/** Metadata of documents and of the upload targets we signed (table `documents`, migration 040). */
export class DocumentsRepository {
  constructor(private readonly db: Queryable) {}

  withClient(client: Queryable): DocumentsRepository {
    return new DocumentsRepository(client);
  }

  async recordUploadTarget(target: UploadTargetRow): Promise<void> {
    await this.db.query(
      `INSERT INTO document_upload_targets (s3_key, customer_id, content_type, original_filename, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [target.s3Key, target.customerId, target.contentType, target.originalFilename, target.expiresAt],
    );
  }

  /**
   * Records a signed upload target only when the customer's targets of the last 24 h (counted up
   * to `maxFiles` only, so asking at the limit costs a bounded read) and bytes stored in that time
   * are below the limits; one round trip. Answers the counts it saw (before this target).
   */
  async recordUploadTargetWithinQuota(target: UploadTargetRow, limits: { maxFiles: number; maxBytes: number }): Promise<{ files: number; bytes: number }> {
    const { rows } = await this.db.query<{ files: number; bytes: string }>(
      namedStatement(
        `WITH used AS (
           SELECT (SELECT count(*)::int FROM (SELECT 1 FROM document_upload_targets WHERE customer_id = $2 AND created_at > now() - interval '24 hours' LIMIT $6) AS today) AS files,
                  (${UPLOADED_BYTES_TODAY}) AS bytes),
         recorded AS (
           INSERT INTO document_upload_targets (s3_key, customer_id, content_type, original_filename, expires_at)
           SELECT $1, $2, $3, $4, $5 FROM used WHERE used.files < $6 AND used.bytes < $7)
         SELECT files, bytes FROM used`,
        [target.s3Key, target.customerId, target.contentType, target.originalFilename, target.expiresAt, limits.maxFiles, limits.maxBytes],
      ),
    );
    return { files: rows[0].files, bytes: Number(rows[0].bytes) };
  }

  /** The customer's upload target `s3Key` and the bytes they stored in the last 24 h, in one round trip; null: no such target. */
  async findUploadTargetWithBytesToday(s3Key: string, customerId: string): Promise<{ target: UploadTargetRow; bytesUsed: number } | null> {
    const { rows } = await this.db.query<RawUploadTarget & { bytes: string }>(
      namedStatement(
        `SELECT ${UPLOAD_TARGET_COLUMNS}, (${UPLOADED_BYTES_TODAY}) AS bytes
           FROM document_upload_targets WHERE s3_key = $1 AND customer_id = $2`,
        [s3Key, customerId],
      ),
    );
    return rows[0] ? { target: toUploadTargetRow(rows[0]), bytesUsed: Number(rows[0].bytes) } : null;
  }

  async findUploadTarget(s3Key: string): Promise<UploadTargetRow | null> {
    const { rows } = await this.db.query<RawUploadTarget>(`SELECT ${UPLOAD_TARGET_COLUMNS} FROM document_upload_targets WHERE s3_key = $1`, [s3Key]);
    return rows[0] ? toUploadTargetRow(rows[0]) : null;
  }

  /** Stores the metadata of an arrived upload; a second arrival under the same key changes nothing. */
  async insertUploaded(doc: NewDocument): Promise<DocumentRow> {
    const { rows } = await this.db.query<RawRow>(
      `INSERT INTO documents (id, owner_customer_id, s3_key, content_type, size_bytes, checksum_sha256, original_filename)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (s3_key) DO NOTHING RETURNING *`,
      [doc.id, doc.ownerCustomerId, doc.s3Key, doc.contentType, doc.sizeBytes, doc.checksumSha256, doc.originalFilename],
    );
    if (rows[0]) return toRow(rows[0]);
    const existing = await this.findByKey(doc.s3Key);
    if (!existing) throw new Error(`Document ${doc.s3Key} vanished while being stored`);
    return existing;
  }

  /**
   * A generated document attached to a deal at once (the Selbstauskunft). Null when the deal
   * already has one of this type: the unique index decides, so two concurrent runs store one.
   */
  async insertGeneratedForDeal(doc: NewDocument & { dealId: string; attachmentType: AttachmentType; detailsVersion?: string | null }): Promise<DocumentRow | null> {
    const { rows } = await this.db.query<RawRow>(
      `INSERT INTO documents (id, owner_customer_id, s3_key, content_type, size_bytes, checksum_sha256, original_filename,
                              deal_id, attached_to, attachment_type, attached_at, details_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'deal', $9, now(), $10)
       ON CONFLICT DO NOTHING RETURNING *`,
      [doc.id, doc.ownerCustomerId, doc.s3Key, doc.contentType, doc.sizeBytes, doc.checksumSha256, doc.originalFilename, doc.dealId, doc.attachmentType, doc.detailsVersion ?? null],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async findByKey(s3Key: string): Promise<DocumentRow | null> {
    const { rows } = await this.db.query<RawRow>('SELECT * FROM documents WHERE s3_key = $1', [s3Key]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<DocumentRow | null> {
    const { rows } = await this.db.query<RawRow>(`SELECT * FROM documents WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async findByKeyForUpdate(s3Key: string): Promise<DocumentRow | null> {
    const { rows } = await this.db.query<RawRow>('SELECT * FROM documents WHERE s3_key = $1 FOR UPDATE', [s3Key]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * The current Selbstauskunft of each deal of the customer that has one, with the details version
   * it was made from (null: made before versions). The api asks after a details change.
   */
  async currentSelfAssessmentForms(ownerCustomerId: string, dealId?: string): Promise<{ dealId: string; documentId: string; detailsVersion: string | null }[]> {
    // Named: it runs after every details step of the checkout, and planning it cost more than running it.
    const { rows } = await this.db.query<{ deal_id: string; id: string; details_version: string | null }>(
      namedStatement(
        `SELECT deal_id, id, details_version FROM documents
          WHERE owner_customer_id = $1 AND attachment_type = 'self_assessment_form' AND deleted_at IS NULL
            AND ($2::uuid IS NULL OR deal_id = $2)`,
        [ownerCustomerId, dealId ?? null],
      ),
    );
    return rows.map((r) => ({ dealId: r.deal_id, documentId: r.id, detailsVersion: r.details_version }));
  }

  async findSelfAssessmentForm(dealId: string): Promise<DocumentRow | null> {
    const { rows } = await this.db.query<RawRow>(
      `SELECT * FROM documents WHERE deal_id = $1 AND attachment_type = 'self_assessment_form' AND deleted_at IS NULL`,
      [dealId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async attach(
    id: string,
    target: { attachedTo: AttachedTo; attachmentType: AttachmentType; dealId: string | null; finalOfferId: string | null },
  ): Promise<DocumentRow> {
    const { rows } = await this.db.query<RawRow>(
      `UPDATE documents SET attached_to = $2, attachment_type = $3, deal_id = $4, final_offer_id = $5, attached_at = now()
        WHERE id = $1 RETURNING *`,
      [id, target.attachedTo, target.attachmentType, target.dealId, target.finalOfferId],
    );
    return toRow(rows[0]);
  }

  /** Drops the row of an upload whose file could not be stored (never of an attached document). */
  async forgetUnattached(id: string): Promise<void> {
    await this.db.query('DELETE FROM documents WHERE id = $1 AND attached_to IS NULL', [id]);
  }

  async markDeleted(id: string): Promise<void> {
    await this.db.query('UPDATE documents SET deleted_at = coalesce(deleted_at, now()) WHERE id = $1', [id]);
  }

  /** The file of a removed document is gone (set by whoever deleted it, request or sweeper). */
  async markFileDeleted(id: string): Promise<void> {
    await this.db.query('UPDATE documents SET file_deleted_at = coalesce(file_deleted_at, now()) WHERE id = $1', [id]);
  }

  /**
   * Erasure (GDPR art. 17): every document of the customer counts as removed and loses its file
   * name; the sweeper deletes the files. Signed targets are retired at once, so an upload still
   * in flight can no longer be attached and its object is swept too.
   */
  async eraseOwnedBy(customerId: string): Promise<void> {
    await this.db.query(
      `UPDATE documents SET deleted_at = coalesce(deleted_at, now()), original_filename = 'geloescht' WHERE owner_customer_id = $1`,
      [customerId],
    );
    await this.db.query(`UPDATE document_upload_targets SET expires_at = '-infinity', original_filename = 'geloescht' WHERE customer_id = $1`, [customerId]);
  }

  /** Uploads never attached within `ttlHours` count as removed, the oldest `limit` of them; answers how many. */
  async markAbandonedUploadsDeleted(ttlHours: number, limit: number): Promise<number> {
    const abandoned = await this.db.query(
      `UPDATE documents SET deleted_at = now()
        WHERE id IN (SELECT id FROM documents WHERE attached_to IS NULL AND deleted_at IS NULL
                       AND created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT $2)`,
      [ttlHours, limit],
    );
    return abandoned.rowCount ?? 0;
  }

  /** Removed documents whose file is still stored, longest removed first. */
  async listFilesToDelete(limit: number): Promise<{ id: string; s3Key: string }[]> {
    const { rows } = await this.db.query<{ id: string; s3_key: string }>(
      `SELECT id, s3_key FROM documents WHERE deleted_at IS NOT NULL AND file_deleted_at IS NULL ORDER BY deleted_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ id: r.id, s3Key: r.s3_key }));
  }

  /** Signed targets expired more than `graceHours` ago that never became a document, first expired first. */
  async listUnusedExpiredTargets(graceHours: number, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ s3_key: string }>(
      `SELECT t.s3_key FROM document_upload_targets t
        WHERE t.expires_at < now() - make_interval(hours => $1)
          AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.s3_key = t.s3_key)
        ORDER BY t.expires_at LIMIT $2`,
      [graceHours, limit],
    );
    return rows.map((r) => r.s3_key);
  }

  /** Drops a signed target, unless a document arrived under its key meanwhile. */
  async retireUnusedTarget(s3Key: string): Promise<void> {
    await this.db.query('DELETE FROM document_upload_targets t WHERE t.s3_key = $1 AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.s3_key = t.s3_key)', [s3Key]);
  }

  /** Every document of the customer, locked until the caller's transaction ends (erasure). */
  async lockOwnedBy(customerId: string): Promise<{ id: string; s3Key: string }[]> {
    const { rows } = await this.db.query<{ id: string; s3_key: string }>('SELECT id, s3_key FROM documents WHERE owner_customer_id = $1 FOR UPDATE', [customerId]);
    return rows.map((r) => ({ id: r.id, s3Key: r.s3_key }));
  }

  /** The keys of every upload target signed for the customer, used or not. */
  async uploadTargetKeysOf(customerId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ s3_key: string }>('SELECT s3_key FROM document_upload_targets WHERE customer_id = $1', [customerId]);
    return rows.map((r) => r.s3_key);
  }

  /**
   * Erasure (GDPR art. 17) of one document whose file is deleted already: removed, under a key
   * without the client's file name (`erasedKey`, older keys carried it) and without that name.
   */
  async markErased(id: string, erasedKey: string): Promise<void> {
    await this.db.query(
      `UPDATE documents SET s3_key = $2, original_filename = 'geloescht', deleted_at = coalesce(deleted_at, now()),
              file_deleted_at = coalesce(file_deleted_at, now()) WHERE id = $1`,
      [id, erasedKey],
    );
  }

  async deleteUploadTargetsOf(customerId: string): Promise<void> {
    await this.db.query('DELETE FROM document_upload_targets WHERE customer_id = $1', [customerId]);
  }

  /** Attached, not removed documents of a customer; optionally of one deal or final offer. */
  async listAttached(ownerCustomerId: string, filter: { attachedTo?: AttachedTo; dealId?: string; finalOfferId?: string } = {}): Promise<DocumentRow[]> {
    const { rows } = await this.db.query<RawRow>(
      `SELECT * FROM documents
        WHERE owner_customer_id = $1 AND deleted_at IS NULL AND attached_to IS NOT NULL
          AND ($2::text IS NULL OR attached_to = $2) AND ($3::uuid IS NULL OR deal_id = $3) AND ($4::uuid IS NULL OR final_offer_id = $4)
        ORDER BY created_at, id`,
      [ownerCustomerId, filter.attachedTo ?? null, filter.dealId ?? null, filter.finalOfferId ?? null],
    );
    return rows.map(toRow);
  }
}
