import type { Actor, AttachedDocument, AttachmentType } from '@autoleasing/contracts';
import { attachToDealStatement, type DealAttachment, type DocumentsRepository, toAttachedDocument } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { customerActor } from '../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../checkout/shared/deal-commands.service';
import { DealReadModel } from '../../checkout/shared/deal-read-model';
import type { AuthSession } from '../../wall/auth/session.store';
import { attachFailure } from './attach-failure';
import { documentErrors } from './document-errors';
import { DOCUMENTS_REPOSITORY } from './documents.tokens';
import { DocumentsService } from './documents.service';

export interface DealTarget {
  dealId: string;
  /** Set when the document belongs to the deal's final offer. */
  finalOfferId: string | null;
}

/**
 * Attaching and removing documents of a deal or its final offer: the document row changes in the
 * same outbox transaction as the deal's event (DealDocumentAttached / DealDocumentRemoved, with
 * the document id and type only), under the deal stream's lock.
 */
@Injectable()
export class DealDocumentsService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
  ) {}

  /** The deal of the customer's own final offer (another customer's offer answers 404 like an unknown one). */
  async finalOfferTarget(finalOfferId: string, customerId: string): Promise<DealTarget> {
    const deal = await this.deals.ownDealByFinalOffer(finalOfferId, customerId);
    return { dealId: deal.id, finalOfferId: deal.final_offer_id };
  }

  /**
   * The command carries the attachment as `writes` (attachToDealStatement): the document row's
   * checks and change go with the deal's append and COMMIT, in one round trip when the deal's
   * state is cached. Ownership of the deal is judged on its stream (404 like an unknown deal).
   */
  async attach(
    session: AuthSession,
    target: DealTarget,
    body: { attachment_type: AttachmentType; s3_key: string; contentType: string },
  ): Promise<AttachedDocument> {
    const upload = await this.documents.uploadOf(session.userId, body.s3_key);
    if (upload.contentType !== body.contentType) throw documentErrors.contentTypeMismatch();
    const attachment: DealAttachment = {
      attachedTo: target.finalOfferId ? 'final_offer' : 'deal',
      attachmentType: body.attachment_type,
      dealId: target.dealId,
      finalOfferId: target.finalOfferId,
    };
    const actor: Actor = { userId: session.userId, role: 'Customer' };
    try {
      await this.commands.execute(
        target.dealId,
        { type: 'AttachDocument', documentId: upload.id, attachmentType: body.attachment_type, finalOfferId: target.finalOfferId, actor: customerActor(session) },
        actor,
        { ownerId: session.userId, writes: (client) => attachToDealStatement(client, upload.id, attachment) },
      );
    } catch (error) {
      throw attachFailure(error);
    }
    // The answer names the upload as attached; none of its other fields changed.
    return toAttachedDocument({ ...upload, attachmentType: body.attachment_type });
  }

  async remove(session: AuthSession, target: DealTarget, documentId: string): Promise<void> {
    const row = await this.repository.findById(documentId);
    const belongs =
      row &&
      !row.deletedAt &&
      row.ownerCustomerId === session.userId &&
      row.dealId === target.dealId &&
      (target.finalOfferId ? row.attachedTo === 'final_offer' && row.finalOfferId === target.finalOfferId : row.attachedTo === 'deal');
    if (!row || !belongs) throw documentErrors.notFound();
    await this.commands.execute(target.dealId, { type: 'RemoveDocument', documentId, actor: customerActor(session) }, { userId: session.userId, role: 'Customer' }, {
      after: async (client) => this.repository.withClient(client).markDeleted(documentId),
    });
    // After commit the file goes; if that fails, the sweeper deletes it later.
    await this.documents.deleteFile(row);
  }
}
