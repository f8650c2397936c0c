import { PrivacyModule } from './modules/privacy/privacy.module';
import { Module, type DynamicModule } from '@nestjs/common';
import type { RuntimeConfig } from '@autoleasing/infra';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { CoreModule } from './core/core.module';
import { appLogger } from './core/logging';
import { AdminDiscountsModule } from './modules/admin-discounts/admin-discounts.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { CustomerAreaModule } from './modules/customer-area/customer-area.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { ContentModule } from './modules/content/content.module';
import { DealerDiscountsModule } from './modules/dealer-discounts/dealer-discounts.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { LegalModule } from './modules/legal/legal.module';
import { MagazineModule } from './modules/magazine/magazine.module';
import { NavigationModule } from './modules/navigation/navigation.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { OpsDealsModule } from './modules/ops-deals/ops-deals.module';
import { PaymentModule } from './modules/payment/payment.module';
import { SecurityLogModule } from './modules/security-log/security-log.module';
import { WallModule } from './modules/wall/wall.module';

/** One module per bounded context joins this list as the issues land. */
@Module({
  imports: [LoggerModule.forRootAsync({ useFactory: () => ({ pinoHttp: { logger: appLogger() }, forRoutes: [] }) }), CqrsModule.forRoot(), SecurityLogModule, HealthModule, JobsModule, CatalogueModule, NavigationModule, WallModule, AnalyticsModule, ContentModule, MagazineModule, LegalModule, NewsletterModule, DocumentsModule, PaymentModule, DealerDiscountsModule, CheckoutModule, OpsDealsModule, AdminDiscountsModule, CustomerAreaModule, PrivacyModule],
})
export class AppModule {
  /** The app on the configuration its process read once at start (CoreModule provides it to all). */
  static withConfig(config: RuntimeConfig): DynamicModule {
    return { module: AppModule, imports: [CoreModule.withConfig(config)] };
  }
}
