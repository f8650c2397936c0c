import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inBackground } from '../../../wall/accounts/neutral-mail-request';
import { WALL_CONFIG, type WallConfig } from '../../../wall/auth/wall-config';
import { Mailer } from '../../../wall/mail/mailer';
import { MailQuota } from '../../../wall/mail/mail-quota';
import { newsletterConfirmationMail } from '../../shared/newsletter-mail';
import { NewsletterRepository } from '../../shared/newsletter.repository';
import { NewsletterThrottle } from '../../shared/newsletter-throttle';
import { SignUpCommand } from './sign-up.command';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly throttle: NewsletterThrottle,
    private readonly mailer: Mailer,
    private readonly quota: MailQuota,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  async execute({ signUp, ip }: SignUpCommand): Promise<void> {
    await this.throttle.hit(ip);
    // The answer is the same, and leaves before any lookup, whether or not the address is known.
    inBackground(async () => {
      // Over the hourly limit for this address: not even a new token, so earlier links stay valid.
      if (!(await this.quota.take('newsletter_signup', signUp.email))) return;
      const token = await this.subscriptions.signUp(signUp);
      if (!token) return;
      const url = `${this.config.publicOrigin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await this.mailer.send(newsletterConfirmationMail(signUp.email, url, this.config.mailSignature));
    });
  }
}
