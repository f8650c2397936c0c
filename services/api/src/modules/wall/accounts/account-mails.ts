import { safeRedirectTarget } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { SingleUseTokens } from '../auth/single-use-tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';
import { alreadyRegisteredMail, failedLoginNoticeMail, passwordRecoveryMail, reactivationMail, verificationMail, type MailMessage } from '../mail/mail-templates';
import { Mailer } from '../mail/mailer';
import type { Account } from './accounts.repository';

/** The mails of the wall; those with an action carry a fresh single-use link into the web app. */
@Injectable()
export class AccountMails {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly mailer: Mailer,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  /**
   * Creates the link inside the caller's transaction; returns the mail to send after commit. The
   * page the customer registered from (redirect_url, same-site only) rides along in the link, so
   * verify → login → terms still ends where they started (issue 17).
   */
  async prepareVerification(account: Pick<Account, 'id' | 'email' | 'firstName' | 'lastName'>, db?: PoolClient, redirectUrl?: string): Promise<MailMessage> {
    const token = await this.tokens.create(account.id, 'verify_email', db);
    const target = safeRedirectTarget(redirectUrl, { origin: this.config.publicOrigin, newsletterHosts: this.config.newsletterHosts, fallback: '' });
    const link = this.link('/verify-email', token) + (target ? `&redirect_url=${encodeURIComponent(target)}` : '');
    return verificationMail(account.email, account, link, this.config.mailSignature);
  }

  async sendVerification(account: Account, redirectUrl?: string): Promise<void> {
    await this.mailer.send(await this.prepareVerification(account, undefined, redirectUrl));
  }

  async sendPasswordRecovery(account: Account): Promise<void> {
    const token = await this.tokens.create(account.id, 'recover_password');
    await this.mailer.send(passwordRecoveryMail(account.email, account, this.link('/recover-password', token), this.config.mailSignature));
  }

  async sendReactivation(account: Account): Promise<void> {
    const token = await this.tokens.create(account.id, 'reactivate_account');
    await this.mailer.send(reactivationMail(account.email, account, this.link('/reactivate-account', token), this.config.mailSignature));
  }

  /** Repeated failed logins: the owner may change the password (the link is the recovery page, no token). */
  async sendFailedLoginNotice(account: Account): Promise<void> {
    await this.mailer.send(failedLoginNoticeMail(account.email, account, `${this.config.publicOrigin}/recover-password`, this.config.mailSignature));
  }

  /** Someone registered with a taken address: the owner learns it, the answer did not say so. */
  async sendAlreadyRegistered(account: Account): Promise<void> {
    const origin = this.config.publicOrigin;
    await this.mailer.send(alreadyRegisteredMail(account.email, account, { login: `${origin}/login`, recover: `${origin}/recover-password` }, this.config.mailSignature));
  }

  private link(path: string, token: string): string {
    return `${this.config.publicOrigin}${path}?token=${encodeURIComponent(token)}`;
  }
}
