import type { CustomerGroup } from '../catalogue/customer-group';

/** Roles a logged-in user has (spec 3.1; visitors have none). */
export const USER_ROLES = ['Customer', 'Dealer', 'Admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/v1/authentication (spec 4.6, 7.4): customer_group set = logged in; error set = not. */
export interface AuthenticationResponse {
  customer_group: CustomerGroup | null;
  cart_counter: number;
  role: UserRole | null;
  user_id: string | null;
  /** The dealer a Dealer works for: the id in the dealer area's paths (spec 6 dealer scope, 7.1); null for others. */
  dealer_id: string | null;
  accepted_tnc: boolean;
  error: string | null;
  /** Spec 4.6: the request came from a crawler (Googlebot); it is never sent to the terms gate. */
  is_crawler: boolean;
  /** Issue 20: a Dealer or Admin without a second factor; the web leads them to the enrolment. */
  second_factor_enrolment_required: boolean;
}

/** POST /api/v1/customers/session (spec 7.4). */
export interface LoginResponse {
  id_token: string;
  access_token: string;
  /** Same-site path to continue at (spec 6); '/' when none was asked for. */
  redirect_to: string;
}

/**
 * POST /api/v1/customers/session when the account has a second factor: no session yet; the code
 * goes with the ticket to POST /api/v1/customers/session/second_factor (issue 20).
 */
export interface SecondFactorChallengeResponse {
  second_factor_required: true;
  challenge_token: string;
}

export const isSecondFactorChallenge = (body: LoginResponse | SecondFactorChallengeResponse): body is SecondFactorChallengeResponse =>
  (body as SecondFactorChallengeResponse).second_factor_required === true;

/** GET /api/v1/customers/second_factor. */
export interface SecondFactorStatusResponse {
  enabled: boolean;
  /** Dealer and Admin cannot switch it off. */
  required: boolean;
  recovery_codes_left: number;
}

/** POST /api/v1/customers/second_factor/enrolment: shown once, until the enrolment is confirmed. */
export interface SecondFactorEnrolmentResponse {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth address as an SVG QR code (data: URL). */
  qr_code: string;
}

/** PUT /api/v1/customers/second_factor/enrolment: the recovery codes, shown this once. */
export interface SecondFactorEnabledResponse {
  recovery_codes: string[];
}

/** GET /api/v1/customers/sessions. */
export interface ActiveSessionResponse {
  id: string;
  user_agent: string | null;
  client_address: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** Length of a TOTP code; recovery codes are longer (xxxxx-xxxxx). */
export const SECOND_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

/** PUT consent and accept_new_tncs. */
export interface TermsAcceptedResponse {
  accepted_tnc: true;
  redirect_to: string;
}

/** POST /api/v1/customers (201): the new account, still to be confirmed by mail. */
export interface RegistrationResponse {
  user_id: string;
  email: string;
}

/** PUT /api/v1/customers/confirmation. */
export interface EmailConfirmedResponse {
  verified: true;
}

/** GET /api/v1/customers/password: the link to reset the password is still valid (otherwise 4xx). */
export interface PasswordTokenValidResponse {
  valid: true;
}

/** PUT /api/v1/customers/reactivate_account. */
export interface AccountReactivatedResponse {
  reactivated: true;
  redirect_to: string;
}

/** PUT /api/v1/customers/password. */
export interface ChangePasswordResponse {
  changed: true;
  /** Set for a logged-in change: the new session replacing all revoked ones. */
  access_token: string | null;
  id_token: string | null;
  redirect_to: string;
}

/** Answers that must not reveal whether an address has an account (recover, resend). */
export interface NeutralMailResponse {
  message: string;
}

export const NEUTRAL_MAIL_MESSAGE =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen soeben eine E-Mail geschickt.';

/** German texts of the account rules that the web's forms check and the api refuses with the same words. */
export const AUTH_MESSAGES = {
  /** Not an e-mail address (contracts' isValidEmail, in the forms and the api's isEmail detail). */
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  /** No password entered: login, and deleting one's own account (api: the request's password). */
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  /** A wrong password where one confirms an action (deleting one's own account, switching the second factor off). */
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  /** No code entered in the login's code step or the enrolment (form and api). */
  codeRequired: 'Bitte geben Sie den Bestätigungscode ein.',
  /** Switching the second factor off with neither password nor code (400 second_factor_proof_missing). */
  secondFactorProofMissing: 'Bitte geben Sie Ihr Passwort oder einen Bestätigungscode ein.',
  /** Staff may not switch the second factor off (409 second_factor_mandatory); the web says it instead of the form. */
  secondFactorMandatory: 'Für Händler und Administratoren ist die Zwei-Faktor-Anmeldung vorgeschrieben.',
} as const;

/** Password length limits shared by the forms and the API; the strength rule is in password-policy.ts. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
