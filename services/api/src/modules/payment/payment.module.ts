import { createPaymentProvider, type RuntimeConfig } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import { RUNTIME_CONFIG } from '../../core/tokens';
import { EventOutboxModule } from '../../common/event-outbox/event-outbox.module';
import { CheckoutModule } from '../checkout/checkout.module';
import { CreateChargeHandler } from './commands/create-charge/create-charge.handler';
import { CreateChargeHttpController } from './commands/create-charge/create-charge.http.controller';
import { RefundPaymentHandler } from './commands/refund-payment/refund-payment.handler';
import { RefundPaymentHttpController } from './commands/refund-payment/refund-payment.http.controller';
import { VoidPaymentHandler } from './commands/void-payment/void-payment.handler';
import { VoidPaymentHttpController } from './commands/void-payment/void-payment.http.controller';
import { PAYMENT_PROVIDER } from './payment.tokens';
import { PaymentSettlement } from './settlement/payment-settlement.service';

/**
 * The one-time amount of a deal through the payment-provider port (sandbox only): reserved at
 * order time, captured with the signed contract, voided on cancellation, refunded by ops.
 * Exports the settlement for the deal commands that capture or void (ops actions, archive).
 */
@Module({
  imports: [EventOutboxModule, CheckoutModule],
  controllers: [CreateChargeHttpController, VoidPaymentHttpController, RefundPaymentHttpController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [RUNTIME_CONFIG], useFactory: (config: RuntimeConfig) => createPaymentProvider(config.paymentProvider) },
    CreateChargeHandler,
    VoidPaymentHandler,
    RefundPaymentHandler,
    PaymentSettlement,
  ],
  exports: [PaymentSettlement],
})
export class PaymentModule {}
