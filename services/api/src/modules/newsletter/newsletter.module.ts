import { Module } from '@nestjs/common';
import { WallModule } from '../wall/wall.module';
import { Mailer } from '../wall/mail/mailer';
import { MailQuota } from '../wall/mail/mail-quota';
import { NewsletterHttpController } from './newsletter.http.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterThrottle } from './newsletter-throttle';

/**
 * Newsletter sign-up (spec 7.3). Mails go through the wall's Mailer (SMTP or the mail_outbox), so
 * there is one mail path; the wall exports its config, the Mailer is stateless apart from the transport.
 */
@Module({
  imports: [WallModule],
  controllers: [NewsletterHttpController],
  providers: [NewsletterRepository, NewsletterThrottle, Mailer, MailQuota],
})
export class NewsletterModule {}
