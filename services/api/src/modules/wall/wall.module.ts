import type { RuntimeConfig } from '@autoleasing/infra';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventOutboxModule } from '../../common/event-outbox/event-outbox.module';
import { RUNTIME_CONFIG } from '../../core/tokens';
import { AccountMails } from './accounts/account-mails';
import { AccountsRepository } from './accounts/accounts.repository';
import { CustomerHistory } from './accounts/customer-history';
import { AuthenticationGuard } from './auth/authentication.guard';
import { LoginThrottle } from './auth/login-throttle';
import { PasswordPolicy } from './auth/password-policy';
import { MailQuota } from './mail/mail-quota';
import { SessionCache } from './auth/session-cache';
import { SessionStore } from './auth/session.store';
import { SingleUseTokens } from './auth/single-use-tokens';
import { loadWallConfig, WALL_CONFIG } from './auth/wall-config';
import { AcceptNewTermsHttpController } from './commands/give-consent/accept-new-terms.http.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordHttpController } from './commands/change-password/change-password.http.controller';
import { ConfirmEmailHandler } from './commands/confirm-email/confirm-email.handler';
import { ConfirmEmailHttpController } from './commands/confirm-email/confirm-email.http.controller';
import { DeactivateCustomerHandler } from './commands/deactivate-customer/deactivate-customer.handler';
import { DeactivateCustomerHttpController } from './commands/deactivate-customer/deactivate-customer.http.controller';
import { ReactivateCustomerHandler } from './commands/reactivate-customer/reactivate-customer.handler';
import { ReactivateCustomerHttpController } from './commands/reactivate-customer/reactivate-customer.http.controller';
import { AcceptTermsHandler } from './commands/give-consent/give-consent.handler';
import { GiveConsentHttpController } from './commands/give-consent/give-consent.http.controller';
import { LoginHandler } from './commands/login/login.handler';
import { LoginHttpController } from './commands/login/login.http.controller';
import { LogoutHandler } from './commands/logout/logout.handler';
import { LogoutHttpController } from './commands/logout/logout.http.controller';
import { SignOutHttpController } from './commands/logout/sign-out.http.controller';
import { ReactivateAccountHandler } from './commands/reactivate-account/reactivate-account.handler';
import { ReactivateAccountHttpController } from './commands/reactivate-account/reactivate-account.http.controller';
import { RegisterHandler } from './commands/register/register.handler';
import { RegisterHttpController } from './commands/register/register.http.controller';
import { RequestAccountRecoveryHandler } from './commands/request-account-recovery/request-account-recovery.handler';
import { RequestAccountRecoveryHttpController } from './commands/request-account-recovery/request-account-recovery.http.controller';
import { RequestPasswordRecoveryHandler } from './commands/request-password-recovery/request-password-recovery.handler';
import { RequestPasswordRecoveryHttpController } from './commands/request-password-recovery/request-password-recovery.http.controller';
import { ResendConfirmationHandler } from './commands/resend-confirmation/resend-confirmation.handler';
import { ResendConfirmationHttpController } from './commands/resend-confirmation/resend-confirmation.http.controller';
import { MailOutboxDispatcher } from './mail/mail-outbox-dispatcher';
import { DevOutbox } from './mail/dev-outbox';
import { Mailer } from './mail/mailer';
import { SmtpTransport } from './mail/smtp-transport';
import { GetDevOutboxAttachmentHandler } from './queries/get-dev-outbox-attachment/get-dev-outbox-attachment.handler';
import { GetDevOutboxAttachmentHttpController } from './queries/get-dev-outbox-attachment/get-dev-outbox-attachment.http.controller';
import { ListDevOutboxHandler } from './queries/list-dev-outbox/list-dev-outbox.handler';
import { ListDevOutboxHttpController } from './queries/list-dev-outbox/list-dev-outbox.http.controller';
import { CheckPasswordTokenHandler } from './queries/check-password-token/check-password-token.handler';
import { CheckPasswordTokenHttpController } from './queries/check-password-token/check-password-token.http.controller';
import { GetAuthenticationHandler } from './queries/get-authentication/get-authentication.handler';
import { GetAuthenticationHttpController } from './queries/get-authentication/get-authentication.http.controller';
import { GetSecondFactorHandler } from './queries/get-second-factor/get-second-factor.handler';
import { GetSecondFactorHttpController } from './queries/get-second-factor/get-second-factor.http.controller';
import { ListSessionsHandler } from './queries/list-sessions/list-sessions.handler';
import { ListSessionsHttpController } from './queries/list-sessions/list-sessions.http.controller';
import { DisableSecondFactorHandler } from './commands/disable-second-factor/disable-second-factor.handler';
import { DisableSecondFactorHttpController } from './commands/disable-second-factor/disable-second-factor.http.controller';
import { EnrolSecondFactorHandler } from './commands/enrol-second-factor/enrol-second-factor.handler';
import { EnrolSecondFactorHttpController } from './commands/enrol-second-factor/enrol-second-factor.http.controller';
import { SignOutSessionHandler } from './commands/sign-out-session/sign-out-session.handler';
import { SignOutSessionHttpController } from './commands/sign-out-session/sign-out-session.http.controller';
import { SignOutSessionsHandler } from './commands/sign-out-sessions/sign-out-sessions.handler';
import { SignOutSessionsHttpController } from './commands/sign-out-sessions/sign-out-sessions.http.controller';
import { StartSecondFactorEnrolmentHandler } from './commands/start-second-factor-enrolment/start-second-factor-enrolment.handler';
import { StartSecondFactorEnrolmentHttpController } from './commands/start-second-factor-enrolment/start-second-factor-enrolment.http.controller';
import { VerifySecondFactorHandler } from './commands/verify-second-factor/verify-second-factor.handler';
import { VerifySecondFactorHttpController } from './commands/verify-second-factor/verify-second-factor.http.controller';
import { SecondFactorThrottle } from './second-factor/second-factor-throttle';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecondFactorStore } from './second-factor/second-factor.store';

const commandHandlers = [
  LoginHandler,
  VerifySecondFactorHandler,
  LogoutHandler,
  RegisterHandler,
  ResendConfirmationHandler,
  ConfirmEmailHandler,
  RequestPasswordRecoveryHandler,
  ChangePasswordHandler,
  AcceptTermsHandler,
  RequestAccountRecoveryHandler,
  ReactivateAccountHandler,
  DeactivateCustomerHandler,
  ReactivateCustomerHandler,
  SignOutSessionsHandler,
  SignOutSessionHandler,
  StartSecondFactorEnrolmentHandler,
  EnrolSecondFactorHandler,
  DisableSecondFactorHandler,
];

const queryHandlers = [GetAuthenticationHandler, GetSecondFactorHandler, ListSessionsHandler, CheckPasswordTokenHandler, ListDevOutboxHandler, GetDevOutboxAttachmentHandler];

/**
 * The wall (spec 2.2, 4.6, 6, 7.4): accounts, sessions, mails and the global authentication guard
 * that every other module's routes pass through.
 */
@Module({
  imports: [EventOutboxModule],
  controllers: [
    GetAuthenticationHttpController,
    LoginHttpController,
    VerifySecondFactorHttpController,
    LogoutHttpController,
    GetSecondFactorHttpController,
    StartSecondFactorEnrolmentHttpController,
    EnrolSecondFactorHttpController,
    DisableSecondFactorHttpController,
    ListSessionsHttpController,
    SignOutSessionsHttpController,
    SignOutSessionHttpController,
    RegisterHttpController,
    ResendConfirmationHttpController,
    ConfirmEmailHttpController,
    RequestPasswordRecoveryHttpController,
    CheckPasswordTokenHttpController,
    ChangePasswordHttpController,
    GiveConsentHttpController,
    AcceptNewTermsHttpController,
    RequestAccountRecoveryHttpController,
    ReactivateAccountHttpController,
    DeactivateCustomerHttpController,
    ReactivateCustomerHttpController,
    SignOutHttpController,
    ListDevOutboxHttpController,
    GetDevOutboxAttachmentHttpController,
  ],
  providers: [
    { provide: WALL_CONFIG, inject: [RUNTIME_CONFIG], useFactory: (runtime: RuntimeConfig) => loadWallConfig(runtime) },
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    // One per process (this module is imported once): it subscribes to session changes.
    SessionCache,
    SessionStore,
    SingleUseTokens,
    LoginThrottle,
    PasswordPolicy,
    MailQuota,
    SecondFactorThrottle,
    SecondFactorStore,
    SecondFactorService,
    AccountsRepository,
    CustomerHistory,
    AccountMails,
    // One SMTP transport per process, for the Mailer and the dispatcher (and the newsletter's mails).
    SmtpTransport,
    Mailer,
    MailOutboxDispatcher,
    DevOutbox,
    ...commandHandlers,
    ...queryHandlers,
  ],
  exports: [AccountsRepository, SessionStore, SingleUseTokens, SecondFactorStore, Mailer, MailQuota, WALL_CONFIG],
})
export class WallModule {}
