import { Module } from '@nestjs/common';
import { EventOutboxModule } from '../../common/event-outbox/event-outbox.module';
import { ApplyReferralHandler } from './commands/apply-referral/apply-referral.handler';
import { ApplyReferralHttpController } from './commands/apply-referral/apply-referral.http.controller';
import { ChangeConfigurationHandler } from './commands/change-configuration/change-configuration.handler';
import { ChangeConfigurationHttpController } from './commands/change-configuration/change-configuration.http.controller';
import { CreateDealHandler } from './commands/create-deal/create-deal.handler';
import { CreateDealHttpController } from './commands/create-deal/create-deal.http.controller';
import { PostDealMessageHandler } from './commands/post-deal-message/post-deal-message.handler';
import { PostDealMessageHttpController } from './commands/post-deal-message/post-deal-message.http.controller';
import { RestartConfiguratorHandler } from './commands/restart-configurator/restart-configurator.handler';
import { RestartConfiguratorHttpController } from './commands/restart-configurator/restart-configurator.http.controller';
import { SaveCustomerDetailsHandler } from './commands/save-customer-details/save-customer-details.handler';
import { SaveCustomerDetailsHttpController } from './commands/save-customer-details/save-customer-details.http.controller';
import { UpdateDealStatusHandler } from './commands/update-deal-status/update-deal-status.handler';
import { UpdateDealStatusHttpController } from './commands/update-deal-status/update-deal-status.http.controller';
import { UpdateFinalOfferExtrasHandler } from './commands/update-final-offer-extras/update-final-offer-extras.handler';
import { UpdateFinalOfferExtrasHttpController } from './commands/update-final-offer-extras/update-final-offer-extras.http.controller';
import { UpdateFinalOfferHandler } from './commands/update-final-offer/update-final-offer.handler';
import { UpdateFinalOfferHttpController } from './commands/update-final-offer/update-final-offer.http.controller';
import { CalculateRatesHandler } from './queries/calculate-rates/calculate-rates.handler';
import { CalculateRatesHttpController } from './queries/calculate-rates/calculate-rates.http.controller';
import { GetCheckoutCustomerHandler } from './queries/get-checkout-customer/get-checkout-customer.handler';
import { GetCheckoutCustomerHttpController } from './queries/get-checkout-customer/get-checkout-customer.http.controller';
import { GetDealHandler } from './queries/get-deal/get-deal.handler';
import { GetDealHttpController } from './queries/get-deal/get-deal.http.controller';
import { GetFinalOfferExtrasHandler } from './queries/get-final-offer-extras/get-final-offer-extras.handler';
import { GetFinalOfferExtrasHttpController } from './queries/get-final-offer-extras/get-final-offer-extras.http.controller';
import { GetFinalOfferHandler } from './queries/get-final-offer/get-final-offer.handler';
import { GetFinalOfferHttpController } from './queries/get-final-offer/get-final-offer.http.controller';
import { GetOrderSummaryHandler } from './queries/get-order-summary/get-order-summary.handler';
import { GetOrderSummaryHttpController } from './queries/get-order-summary/get-order-summary.http.controller';
import { CustomerDealMessages } from './shared/customer-deal-messages';
import { CustomerDetailsRepository } from './shared/customer-details.repository';
import { DealAnswers } from './shared/deal-answers';
import { DealCommandsService } from './shared/deal-commands.service';
import { DealReadModel } from './shared/deal-read-model';
import { OfferPricingRepository } from './shared/offer-pricing.repository';
import { OrderSummaryReadModel } from './shared/order-summary.read-model';
import { SelfAssessmentJobs } from './shared/self-assessment-jobs.service';

const handlers = [
  CreateDealHandler,
  ChangeConfigurationHandler,
  UpdateDealStatusHandler,
  UpdateFinalOfferExtrasHandler,
  PostDealMessageHandler,
  ApplyReferralHandler,
  UpdateFinalOfferHandler,
  RestartConfiguratorHandler,
  SaveCustomerDetailsHandler,
  GetDealHandler,
  GetFinalOfferExtrasHandler,
  GetFinalOfferHandler,
  CalculateRatesHandler,
  GetCheckoutCustomerHandler,
  GetOrderSummaryHandler,
];

/**
 * Deals and checkout (spec 2.3, 4, 7.5): deals as events in `deal-{id}`, customer details in
 * mutable tables, the deals read model for answers. One folder per use case (commands/, queries/);
 * shared/ has the deal command path, the read models and repositories. Exports the deal command
 * path and read model for the ops actions, the customer area and the documents/payment flows.
 * The Selbstauskunft endpoint is SelfAssessmentModule's (imported by the documents module).
 */
@Module({
  imports: [EventOutboxModule],
  controllers: [
    CreateDealHttpController,
    GetDealHttpController,
    ChangeConfigurationHttpController,
    UpdateDealStatusHttpController,
    GetFinalOfferExtrasHttpController,
    UpdateFinalOfferExtrasHttpController,
    PostDealMessageHttpController,
    ApplyReferralHttpController,
    GetFinalOfferHttpController,
    UpdateFinalOfferHttpController,
    RestartConfiguratorHttpController,
    CalculateRatesHttpController,
    GetCheckoutCustomerHttpController,
    SaveCustomerDetailsHttpController,
    GetOrderSummaryHttpController,
  ],
  providers: [
    DealCommandsService,
    DealReadModel,
    DealAnswers,
    CustomerDealMessages,
    OfferPricingRepository,
    CustomerDetailsRepository,
    SelfAssessmentJobs,
    OrderSummaryReadModel,
    ...handlers,
  ],
  exports: [DealCommandsService, DealReadModel, CustomerDealMessages, OfferPricingRepository, CustomerDetailsRepository, SelfAssessmentJobs],
})
export class CheckoutModule {}
