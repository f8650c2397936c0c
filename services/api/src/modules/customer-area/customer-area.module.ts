import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module';
import { DocumentsModule } from '../documents/documents.module';
import { PaymentModule } from '../payment/payment.module';
import { CustomerAreaCommandsHttpController } from './commands/customer-area-commands.http.controller';
import { DownloadLinkSigner } from './documents/download-link-signer';
import { SignedDownloadHttpController } from './documents/signed-download.http.controller';
import { CustomerAreaChangesService } from './live/customer-area-changes.service';
import { CustomerAreaEventsHttpController } from './live/customer-area-events.http.controller';
import { MailPreferencesHttpController } from './mail-preferences/mail-preferences.http.controller';
import { CustomerAreaQueriesHttpController } from './queries/customer-area-queries.http.controller';
import { CustomerAreaReadModel } from './queries/customer-area.read-model';

/**
 * Customer area (spec 2.4, 4.7, 7.6; issue 6): reads from the customer-area read models, deal
 * changes through the checkout's deal command path, signed document links, live updates by SSE.
 */
@Module({
  imports: [CheckoutModule, DocumentsModule, PaymentModule],
  controllers: [CustomerAreaQueriesHttpController, CustomerAreaCommandsHttpController, SignedDownloadHttpController, CustomerAreaEventsHttpController, MailPreferencesHttpController],
  providers: [CustomerAreaReadModel, DownloadLinkSigner, CustomerAreaChangesService],
})
export class CustomerAreaModule {}
