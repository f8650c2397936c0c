import type { DealAnswer } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetDealQuery } from './get-deal.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class GetDealHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'Deal lesen' })
  @RespondsWith('DealAnswer')
  get(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<DealAnswer> {
    return this.queryBus.execute(new GetDealQuery(id, session.userId));
  }
}
