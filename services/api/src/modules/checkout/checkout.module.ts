import { Module } from '@nestjs/common';
import { EventOutboxModule } from '../../common/event-outbox/event-outbox.module';
import { CheckoutCustomerHttpController } from './customer/checkout-customer.http.controller';
import { CustomerDetailsRepository } from './customer/customer-details.repository';
import { DealsHttpController } from './deals/deals.http.controller';
import { FinalOffersHttpController } from './final-offers/final-offers.http.controller';
import { RatesCalculationHttpController } from './final-offers/rates-calculation.http.controller';
import { OrderSummaryHttpController } from './order-summary/order-summary.http.controller';
import { OrderSummaryReadModel } from './order-summary/order-summary.read-model';
import { SelfAssessmentJobs } from './self-assessment/self-assessment-jobs.service';
import { DealCommandsService } from './shared/deal-commands.service';
import { DealAnswers } from './shared/deal-answers';
import { DealReadModel } from './shared/deal-read-model';
import { OfferPricingRepository } from './shared/offer-pricing.repository';

/**
 * Deals and checkout (spec 2.3, 4, 7.5): deals as events in `deal-{id}`, customer details in
 * mutable tables, the deals read model for answers. Exports the deal command path and read model
 * for the ops actions and the documents/payment flows.
 */
@Module({
  imports: [EventOutboxModule],
  controllers: [DealsHttpController, FinalOffersHttpController, RatesCalculationHttpController, CheckoutCustomerHttpController, OrderSummaryHttpController],
  providers: [DealCommandsService, DealReadModel, DealAnswers, OfferPricingRepository, CustomerDetailsRepository, SelfAssessmentJobs, OrderSummaryReadModel],
  exports: [DealCommandsService, DealReadModel, OfferPricingRepository, CustomerDetailsRepository, SelfAssessmentJobs],
})
export class CheckoutModule {}
