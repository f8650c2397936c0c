import type { AdminDealRowDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** Ops archive a deal in any state (the table's ops archive rows: cancelled orders, duplicates). */
export class ArchiveDealCommand extends Command<AdminDealRowDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
