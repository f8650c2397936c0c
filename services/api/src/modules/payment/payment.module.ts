import { createPaymentProvider } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import { EventOutboxModule } from '../../common/event-outbox/event-outbox.module';
import { CreateChargeHandler } from './commands/create-charge/create-charge.handler';
import { CreateChargeHttpController } from './commands/create-charge/create-charge.http.controller';
import { PAYMENT_PROVIDER } from './payment.tokens';

/** Payment of a deal's one-time amount through the payment-provider port (sandbox only). */
@Module({
  imports: [EventOutboxModule],
  controllers: [CreateChargeHttpController],
  providers: [{ provide: PAYMENT_PROVIDER, useFactory: () => createPaymentProvider() }, CreateChargeHandler],
})
export class PaymentModule {}
