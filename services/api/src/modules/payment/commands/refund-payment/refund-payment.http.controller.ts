import type { PaymentActionResponse } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { RefundPaymentCommand } from './refund-payment.command';

/** Ops pay a captured Anzahlung back (DealPaymentRefunded); anything not captured is 409. */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class RefundPaymentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/payment/refund')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Eingezogene Anzahlung erstatten (Ops)' })
  @RespondsWith('PaymentActionResponse')
  async refund(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<PaymentActionResponse> {
    return this.commandBus.execute(new RefundPaymentCommand(session, id));
  }
}
