import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { WallModule } from '../wall/wall.module';
import { Mailer } from '../wall/mail/mailer';
import { MailQuota } from '../wall/mail/mail-quota';
import { ConfirmSubscriptionHandler } from './commands/confirm-subscription/confirm-subscription.handler';
import { ConfirmSubscriptionHttpController } from './commands/confirm-subscription/confirm-subscription.http.controller';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { SignUpHttpController } from './commands/sign-up/sign-up.http.controller';
import { NewsletterRepository } from './shared/newsletter.repository';
import { NewsletterThrottle } from './shared/newsletter-throttle';

/**
 * Newsletter sign-up (spec 7.3). Mails go through the wall's Mailer (SMTP or the mail_outbox), so
 * there is one mail path; the wall exports its config, the Mailer is stateless apart from the transport.
 */
@Module({
  imports: [CqrsModule, WallModule],
  controllers: [SignUpHttpController, ConfirmSubscriptionHttpController],
  providers: [NewsletterRepository, NewsletterThrottle, Mailer, MailQuota, SignUpHandler, ConfirmSubscriptionHandler],
})
export class NewsletterModule {}
