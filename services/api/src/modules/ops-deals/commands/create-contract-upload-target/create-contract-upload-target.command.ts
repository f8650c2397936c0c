import type { S3SignatureResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { ContractUploadTargetRequestDto } from './create-contract-upload-target.request.dto';

/** A signed upload target for the deal's contract PDF, in the deal customer's folder. */
export class CreateContractUploadTargetCommand extends Command<S3SignatureResponse> {
  constructor(
    readonly dealId: string,
    readonly request: ContractUploadTargetRequestDto,
  ) {
    super();
  }
}
