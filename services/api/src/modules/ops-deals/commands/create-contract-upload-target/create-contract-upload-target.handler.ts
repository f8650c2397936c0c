import { CONTRACT_CONTENT_TYPE, MAX_DOCUMENT_BYTES, UPLOAD_SIGNATURE_TTL_SECONDS, type S3SignatureResponse } from '@autoleasing/contracts';
import { documentKey, type DocumentsRepository, type DocumentStorage } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORAGE, DOCUMENTS_REPOSITORY } from '../../../documents/shared/documents.tokens';
import { contractPdfOnly, requireContractUploadState } from '../../shared/contract-upload-rules';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { CreateContractUploadTargetCommand } from './create-contract-upload-target.command';

/**
 * Like POST /api/v1/s3_signature (spec 7.5): the customer owns the contract document and may
 * download it, so the target lies in the deal customer's folder.
 */
@CommandHandler(CreateContractUploadTargetCommand)
export class CreateContractUploadTargetHandler implements ICommandHandler<CreateContractUploadTargetCommand> {
  constructor(
    private readonly deals: OpsDealsRepository,
    @Inject(DOCUMENTS_REPOSITORY) private readonly repository: DocumentsRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ dealId, request }: CreateContractUploadTargetCommand): Promise<S3SignatureResponse> {
    const { contentType } = request;
    const deal = await this.deals.opsDeal(dealId);
    requireContractUploadState(deal.customer_state);
    if (contentType !== CONTRACT_CONTENT_TYPE) throw contractPdfOnly();
    const originalFilename = request.file_name.slice(0, 255);
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
}
