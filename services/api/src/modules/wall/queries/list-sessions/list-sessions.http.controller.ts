import type { ActiveSessionResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { ListSessionsQuery } from './list-sessions.query';

/** Every role sees where it is logged in (issue 20), the session of this request marked. */
@ApiTags('wall')
@Controller('api/v1/customers/sessions')
export class ListSessionsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true })
  @ApiOperation({ summary: 'Aktive Sitzungen: Gerät, Adresse, letzte Nutzung, aktuelle Sitzung markiert' })
  @RespondsWith('ActiveSessionList')
  list(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<ActiveSessionResponse[]> {
    return this.queryBus.execute(new ListSessionsQuery(session.userId, session.sessionId));
  }
}
