import type { PaymentActionResponse } from '@autoleasing/contracts';
import { dealNotFound } from '@autoleasing/domain';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { DealReadModel } from '../../../checkout/shared/deal-read-model';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { paymentActionAnswer, PaymentSettlement } from '../../settlement/payment-settlement.service';

/** Ops pay a captured Anzahlung back (DealPaymentRefunded); anything not captured is 409. */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class RefundPaymentHttpController {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly settlement: PaymentSettlement,
  ) {}

  @Post(':id/payment/refund')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Eingezogene Anzahlung erstatten (Ops)' })
  @RespondsWith('PaymentActionResponse')
  async refund(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<PaymentActionResponse> {
    const row = await this.deals.anyDeal(id);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    const actor = staffActor(session);
    const { events } = await this.commands.execute(id, { type: 'RefundPayment', actor }, actor, { after: this.settlement.after() });
    return paymentActionAnswer(events)!;
  }
}
