import type { CheckoutCustomerDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetCheckoutCustomerQuery } from './get-checkout-customer.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** The checkout's customer (spec 7.5) with all saved details. */
@ApiTags('checkout')
@Controller('api/v1/checkout/customer')
@RequiresLogin({ roles: ['Customer'] })
export class GetCheckoutCustomerHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Kunde im Checkout mit gespeicherten Angaben' })
  @RespondsWith('CheckoutCustomerDto')
  get(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<CheckoutCustomerDto> {
    return this.queryBus.execute(new GetCheckoutCustomerQuery(session.userId));
  }
}
