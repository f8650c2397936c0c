import type { Actor, ChargeResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CreateChargeCommand } from './create-charge.command';
import { CreateChargeRequestDto } from './create-charge.request.dto';

@ApiTags('payment')
@Controller('api/v1/payment/charges')
export class CreateChargeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Card charge of a deal's one-time payment when it is due (spec 4.3). 201 either way: a
   * declined card is a recorded attempt (status 'failed', German `message`). With an
   * Idempotency-Key a repeated request gets the first answer and is never charged twice.
   */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Einmalzahlung eines Deals per Karte (Sandbox)' })
  @RespondsWith('ChargeResponse', { status: 201 })
  async charge(@Body() body: CreateChargeRequestDto, @RequestActor() actor: Actor): Promise<ChargeResponse> {
    return this.commandBus.execute(new CreateChargeCommand(body, actor));
  }
}
