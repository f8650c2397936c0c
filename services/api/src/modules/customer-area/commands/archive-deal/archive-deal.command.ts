import type { ArchivedDealDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** The customer archives a deal, only while the order is open (the decider's transition table). */
export class ArchiveDealCommand extends Command<ArchivedDealDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
