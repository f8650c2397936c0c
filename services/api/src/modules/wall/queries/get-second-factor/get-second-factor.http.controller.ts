import type { SecondFactorStatusResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../auth/access-policy.decorator';
import type { AuthSession } from '../../auth/session.store';
import { GetSecondFactorQuery } from './get-second-factor.query';

@ApiTags('wall')
@Controller('api/v1/customers/second_factor')
export class GetSecondFactorHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ termsExempt: true, enrolmentExempt: true })
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung: eingerichtet, vorgeschrieben, verbleibende Wiederherstellungscodes' })
  @RespondsWith('SecondFactorStatusResponse')
  get(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<SecondFactorStatusResponse> {
    return this.queryBus.execute(new GetSecondFactorQuery(session));
  }
}
