import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

export interface ArchivedDeal {
  id: string;
  customer_state: 'customer_archived';
}

/** The customer archives a deal, only while the order is open (the decider's transition table). */
export class ArchiveDealCommand extends Command<ArchivedDeal> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
