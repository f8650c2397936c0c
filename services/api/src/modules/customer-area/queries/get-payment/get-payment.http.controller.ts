import type { CustomerPaymentDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetPaymentQuery } from './get-payment.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class GetPaymentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('payments/:id')
  @ApiOperation({ summary: 'Zahlung eines Deals (id = Deal-ID)' })
  @RespondsWith('CustomerPaymentDto')
  payment(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<CustomerPaymentDto> {
    return this.queryBus.execute(new GetPaymentQuery(id, session.userId));
  }
}
