import type { ActiveSessionResponse } from '@autoleasing/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import { SessionStore, type AuthSession } from '../../auth/session.store';

/** Every role sees where it is logged in (issue 20), the session of this request marked. */
@ApiTags('wall')
@Controller('api/v1/customers/sessions')
export class ListSessionsHttpController {
  constructor(private readonly sessions: SessionStore) {}

  @Get()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true })
  @ApiOperation({ summary: 'Aktive Sitzungen: Gerät, Adresse, letzte Nutzung, aktuelle Sitzung markiert' })
  @RespondsWith('ActiveSessionList')
  async list(@CurrentSession() session: AuthSession): Promise<ActiveSessionResponse[]> {
    const active = await this.sessions.listActive(session.userId);
    return active.map((s) => ({
      id: s.id,
      user_agent: s.userAgent,
      client_address: s.clientAddress,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      current: s.id === session.sessionId,
    }));
  }
}
