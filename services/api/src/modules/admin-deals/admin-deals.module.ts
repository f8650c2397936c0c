import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { PaymentModule } from '../payment/payment.module';
import { AdminDealsHttpController } from './admin-deals.http.controller';

/** Ops actions on deals (Admin). Uses the checkout's deal command path and read model. */
@Module({
  imports: [CheckoutModule, PaymentModule],
  controllers: [AdminDealsHttpController],
})
export class AdminDealsModule {}
