import { ATTACHMENT_TYPE_LABELS, formatDateTime, type AttachmentType, type CustomerDocumentDto } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { DownloadLinkSigner } from './download-link-signer';

/** The customer's documents (customer_documents of the projection, documents for the files), scoped to the customer. */
@Injectable()
export class CustomerDocumentsReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly links: DownloadLinkSigner,
  ) {}

  /** Documents of the customer's deals (not archived, not removed), with short-lived signed links. */
  async documents(customerId: string, dealId: string | null = null, now = new Date()): Promise<CustomerDocumentDto[]> {
    const { rows } = await this.pool.query<{ document_id: string; deal_id: string | null; attachment_type: AttachmentType; original_filename: string; content_type: string; attached_at: Date }>(
      `SELECT * FROM (
         SELECT d.document_id, d.deal_id, d.attachment_type, doc.original_filename, doc.content_type, d.attached_at
           FROM customer_documents d
           JOIN documents doc ON doc.id = d.document_id AND doc.deleted_at IS NULL AND doc.owner_customer_id = d.customer_id
           JOIN customer_deal_cards c ON c.deal_id = d.deal_id AND c.customer_state <> 'customer_archived'
          WHERE d.customer_id = $1 AND d.removed_at IS NULL AND ($2::uuid IS NULL OR d.deal_id = $2)
         UNION ALL
         -- The customer's own documents (attached to the customer, not a deal: no deal event) in the overall list.
         SELECT doc.id, NULL, doc.attachment_type, doc.original_filename, doc.content_type, COALESCE(doc.attached_at, doc.created_at)
           FROM documents doc
          WHERE $2::uuid IS NULL AND doc.owner_customer_id = $1 AND doc.attached_to = 'customer' AND doc.deleted_at IS NULL
       ) all_documents
       ORDER BY attached_at DESC`,
      [customerId, dealId],
    );
    return rows.map((r) => ({
      id: r.document_id,
      deal_id: r.deal_id,
      attachment_type: r.attachment_type,
      label: ATTACHMENT_TYPE_LABELS[r.attachment_type] ?? r.attachment_type,
      file_name: r.original_filename,
      content_type: r.content_type,
      created_at: r.attached_at.toISOString(),
      created_at_text: formatDateTime(r.attached_at),
      download_url: this.links.link(r.document_id, customerId, now),
    }));
  }
}
