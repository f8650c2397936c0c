import type { DealAnswer } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdempotentCommand, Idempotent, type IdempotentCommand } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { CreateDealCommand } from './create-deal.command';
import { CreateDealDto } from './create-deal.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Checkout deals (spec 7.5) are the customer's own: another customer's, an unknown and an archived deal all answer 404. */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class CreateDealHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Deal aus deal_props anlegen (force_create, Idempotency-Key)' })
  @RespondsWith('DealAnswer', { status: 201 })
  create(
    @CurrentSession() session: AuthSession,
    @Body() body: CreateDealDto,
    @CurrentIdempotentCommand() idempotent: IdempotentCommand | null,
  ): Promise<DealAnswer> {
    return this.commandBus.execute(new CreateDealCommand(session, body, idempotent));
  }
}
