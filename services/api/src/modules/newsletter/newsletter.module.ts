import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { WallModule } from '../wall/wall.module';
import { ConfirmSubscriptionHandler } from './commands/confirm-subscription/confirm-subscription.handler';
import { ConfirmSubscriptionHttpController } from './commands/confirm-subscription/confirm-subscription.http.controller';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { SignUpHttpController } from './commands/sign-up/sign-up.http.controller';
import { NewsletterRepository } from './shared/newsletter.repository';
import { NewsletterThrottle } from './shared/newsletter-throttle';

/**
 * Newsletter sign-up (spec 7.3). Mails go through the wall's Mailer (SMTP or the mail_outbox) and
 * its mail quota, which the wall exports: one mail path and one SMTP transport per process.
 */
@Module({
  imports: [CqrsModule, WallModule],
  controllers: [SignUpHttpController, ConfirmSubscriptionHttpController],
  providers: [NewsletterRepository, NewsletterThrottle, SignUpHandler, ConfirmSubscriptionHandler],
})
export class NewsletterModule {}
