import { randomUUID } from 'node:crypto';
import {
  MAX_DOCUMENT_BYTES,
  UPLOAD_SIGNATURE_TTL_SECONDS,
  type Actor,
  type AttachedDocument,
  type DealCustomerState,
  type S3SignatureResponse,
} from '@autoleasing/contracts';
import { invalid, ruleViolated } from '@autoleasing/domain';
import { documentKey, toAttachedDocument, type DocumentsRepository, type DocumentStorage } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { staffActor } from '../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../checkout/shared/deal-commands.service';
import { documentErrors } from '../../documents/shared/document-errors';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../documents/shared/documents.tokens';
import { DocumentsService } from '../../documents/shared/documents.service';
import type { AuthSession } from '../../wall/auth/session.store';
import { OpsDealsRepository } from '../ops-deal-search/ops-deals.repository';

/** A contract is uploaded while it is being prepared: before and right after prepare_contract. */
export const CONTRACT_UPLOAD_STATES: readonly DealCustomerState[] = ['checkout_completed', 'contract_prepared'];

const CONTRACT_CONTENT_TYPE = 'application/pdf';

/**
 * The prepared leasing contract (a PDF) of a deal, uploaded by ops staff through the documents
 * flow: a signed target in the deal customer's folder (the customer owns the document and may
 * download it), the upload itself to that target (our endpoint or S3), then attaching it as
 * attachment type 'contract' — the document row and DealDocumentAttached (with the staff member)
 * commit together under the deal stream's lock.
 */
@Injectable()
export class ContractDocumentService {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly documents: DocumentsService,
    private readonly commands: DealCommandsService,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async createUploadTarget(dealId: string, fileName: string, contentType: string): Promise<S3SignatureResponse> {
    const deal = await this.deals.opsDeal(dealId);
    this.requireUploadState(deal.customer_state);
    if (contentType !== CONTRACT_CONTENT_TYPE) throw this.pdfOnly();
    const originalFilename = fileName.slice(0, 255);
    const key = documentKey(deal.customer_id, randomUUID(), contentType);
    const now = new Date();
    const target = await this.storage.createUploadTarget({
      key,
      contentType,
      maxBytes: MAX_DOCUMENT_BYTES,
      customerId: deal.customer_id,
      expiresInSeconds: UPLOAD_SIGNATURE_TTL_SECONDS,
      now,
    });
    await this.repository.recordUploadTarget({
      s3Key: key,
      customerId: deal.customer_id,
      contentType,
      originalFilename,
      expiresAt: new Date(now.getTime() + UPLOAD_SIGNATURE_TTL_SECONDS * 1000),
    });
    return { postEndpoint: target.postEndpoint, signature: target.fields };
  }

  async attach(session: AuthSession, dealId: string, s3Key: string): Promise<AttachedDocument> {
    const deal = await this.deals.opsDeal(dealId);
    this.requireUploadState(deal.customer_state);
    const upload = await this.documents.uploadOf(deal.customer_id, s3Key);
    if (upload.contentType !== CONTRACT_CONTENT_TYPE) throw this.pdfOnly();
    const actor: Actor = { userId: session.userId, role: 'Admin' };
    let attached = upload;
    await this.commands.execute(
      dealId,
      { type: 'AttachDocument', documentId: upload.id, attachmentType: 'contract', finalOfferId: null, actor: staffActor(session) },
      actor,
      {
        work: async (client) => {
          const current = await this.repository.withClient(client).findById(upload.id, { forUpdate: true });
          if (!current || current.deletedAt) throw documentErrors.uploadNotFound();
          if (!current.attachedTo) return;
          // The same contract again (a retried request) is fine; a document attached elsewhere is not.
          const same = current.attachedTo === 'deal' && current.dealId === dealId && current.attachmentType === 'contract';
          if (!same) throw documentErrors.alreadyAttached();
        },
        after: async (client) => {
          attached = await this.repository.withClient(client).attach(upload.id, { attachedTo: 'deal', attachmentType: 'contract', dealId, finalOfferId: null });
        },
      },
    );
    return toAttachedDocument(attached);
  }

  private requireUploadState(state: DealCustomerState): void {
    if (!CONTRACT_UPLOAD_STATES.includes(state)) {
      throw ruleViolated('contract_upload_not_allowed', 'Ein Vertrag kann nur hochgeladen werden, solange er vorbereitet wird.');
    }
  }

  private pdfOnly() {
    return invalid('contract_pdf_only', 'Der Vertrag muss eine PDF-Datei sein.', [
      { field: 'contentType', code: 'pdf_only', message: 'Bitte wählen Sie eine PDF-Datei.' },
    ]);
  }
}
