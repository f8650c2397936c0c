import type { AttachedDocument } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** Attaches an uploaded contract PDF to the deal as attachment type 'contract'. */
export class AttachContractCommand extends Command<AttachedDocument> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly s3Key: string,
  ) {
    super();
  }
}
