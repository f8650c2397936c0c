import type { PaymentActionResponse } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { VoidPaymentCommand } from './void-payment.command';

/**
 * The customer cancels the reservation of the Anzahlung (to change Anzahlung, term, km or payment
 * choice): voided at the provider, DealPaymentVoided, the amount is due again. Only the own deal
 * (another customer's answers 404), only while the checkout is open.
 */
@ApiTags('payment')
@Controller('api/v1/payment/deals')
@RequiresLogin({ roles: ['Customer'] })
export class VoidPaymentHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':dealId/void')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Reservierung der Anzahlung aufheben (danach ist die Zahlung wieder fällig)' })
  @RespondsWith('PaymentActionResponse')
  async void(@CurrentSession() session: AuthSession, @Param('dealId', ParseUUIDPipe) dealId: string): Promise<PaymentActionResponse> {
    return this.commandBus.execute(new VoidPaymentCommand(session, dealId));
  }
}
