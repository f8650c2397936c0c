import type { ActiveSessionResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** The user's active sessions, the one with `currentSessionId` marked as current. */
export class ListSessionsQuery extends Query<ActiveSessionResponse[]> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}
