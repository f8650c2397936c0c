import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { PaymentModule } from '../payment/payment.module';
import { ArchiveDealHandler } from './commands/archive-deal/archive-deal.handler';
import { ArchiveDealHttpController } from './commands/archive-deal/archive-deal.http.controller';
import { MarkNotificationSeenHandler } from './commands/mark-notification-seen/mark-notification-seen.handler';
import { MarkNotificationSeenHttpController } from './commands/mark-notification-seen/mark-notification-seen.http.controller';
import { PostMessageHandler } from './commands/post-message/post-message.handler';
import { PostMessageHttpController } from './commands/post-message/post-message.http.controller';
import { SelectExtraHandler } from './commands/select-extra/select-extra.handler';
import { SelectExtraHttpController } from './commands/select-extra/select-extra.http.controller';
import { UpdateMailPreferenceHandler } from './commands/update-mail-preference/update-mail-preference.handler';
import { UpdateMailPreferenceHttpController } from './commands/update-mail-preference/update-mail-preference.http.controller';
import { DownloadSignedDocumentHandler } from './queries/download-signed-document/download-signed-document.handler';
import { DownloadSignedDocumentHttpController } from './queries/download-signed-document/download-signed-document.http.controller';
import { GetDashboardHandler } from './queries/get-dashboard/get-dashboard.handler';
import { GetDashboardHttpController } from './queries/get-dashboard/get-dashboard.http.controller';
import { GetDealHandler } from './queries/get-deal/get-deal.handler';
import { GetDealHttpController } from './queries/get-deal/get-deal.http.controller';
import { GetPaymentHandler } from './queries/get-payment/get-payment.handler';
import { GetPaymentHttpController } from './queries/get-payment/get-payment.http.controller';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { GetProfileHttpController } from './queries/get-profile/get-profile.http.controller';
import { ListDealsHandler } from './queries/list-deals/list-deals.handler';
import { ListDealsHttpController } from './queries/list-deals/list-deals.http.controller';
import { ListDocumentsHandler } from './queries/list-documents/list-documents.handler';
import { ListDocumentsHttpController } from './queries/list-documents/list-documents.http.controller';
import { ListMailPreferencesHandler } from './queries/list-mail-preferences/list-mail-preferences.handler';
import { ListMailPreferencesHttpController } from './queries/list-mail-preferences/list-mail-preferences.http.controller';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler';
import { ListNotificationsHttpController } from './queries/list-notifications/list-notifications.http.controller';
import { StreamDealChangesHandler } from './queries/stream-deal-changes/stream-deal-changes.handler';
import { StreamDealChangesHttpController } from './queries/stream-deal-changes/stream-deal-changes.http.controller';
import { CustomerAreaChangesService } from './shared/customer-area-changes.service';
import { CustomerAreaWrites } from './shared/customer-area-writes';
import { CustomerDealsReadModel } from './shared/customer-deals.read-model';
import { CustomerDocumentsReadModel } from './shared/customer-documents.read-model';
import { CustomerNotificationsRepository } from './shared/customer-notifications.repository';
import { CustomerPaymentsReadModel } from './shared/customer-payments.read-model';
import { CustomerProfileReadModel } from './shared/customer-profile.read-model';
import { DownloadLinkSigner } from './shared/download-link-signer';
import { MailPreferencesRepository } from './shared/mail-preferences.repository';

const handlers = [
  GetDashboardHandler,
  ListDealsHandler,
  GetDealHandler,
  ListNotificationsHandler,
  ListDocumentsHandler,
  GetProfileHandler,
  GetPaymentHandler,
  ListMailPreferencesHandler,
  DownloadSignedDocumentHandler,
  StreamDealChangesHandler,
  ArchiveDealHandler,
  MarkNotificationSeenHandler,
  PostMessageHandler,
  SelectExtraHandler,
  UpdateMailPreferenceHandler,
];

/**
 * Customer area (spec 2.4, 4.7, 7.6; issue 6): reads from the customer-area read models, deal
 * changes through the checkout's deal command path, signed document links, live updates by SSE.
 * One folder per use case (commands/, queries/); shared/ has one read model or repository per
 * table family. The signed download and the event stream answer on the raw reply: their handlers
 * return the file and the change subscription, their controllers write the reply.
 */
@Module({
  imports: [CheckoutModule, DocumentsModule, PaymentModule],
  controllers: [
    GetDashboardHttpController,
    ListDealsHttpController,
    GetDealHttpController,
    ListNotificationsHttpController,
    ListDocumentsHttpController,
    GetProfileHttpController,
    GetPaymentHttpController,
    ArchiveDealHttpController,
    MarkNotificationSeenHttpController,
    PostMessageHttpController,
    SelectExtraHttpController,
    DownloadSignedDocumentHttpController,
    StreamDealChangesHttpController,
    ListMailPreferencesHttpController,
    UpdateMailPreferenceHttpController,
  ],
  providers: [
    CustomerDealsReadModel,
    CustomerDocumentsReadModel,
    CustomerNotificationsRepository,
    CustomerProfileReadModel,
    CustomerPaymentsReadModel,
    MailPreferencesRepository,
    CustomerAreaWrites,
    DownloadLinkSigner,
    CustomerAreaChangesService,
    ...handlers,
  ],
})
export class CustomerAreaModule {}
