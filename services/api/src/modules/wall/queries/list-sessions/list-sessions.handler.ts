import type { ActiveSessionResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/session.store';
import { ListSessionsQuery } from './list-sessions.query';

/** Every role sees where it is logged in (issue 20), the session of this request marked. */
@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ userId, currentSessionId }: ListSessionsQuery): Promise<ActiveSessionResponse[]> {
    const active = await this.sessions.listActive(userId);
    return active.map((s) => ({
      id: s.id,
      user_agent: s.userAgent,
      client_address: s.clientAddress,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      current: s.id === currentSessionId,
    }));
  }
}
