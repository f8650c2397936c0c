import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@autoleasing/contracts';

/** German messages for the wall's forms; the API checks the same rules again. */
export const EMAIL_RULES = {
  required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  validate: (value: string) => isValidEmail(value) || AUTH_MESSAGES.emailInvalid,
  maxLength: { value: EMAIL_MAX_LENGTH, message: 'Die E-Mail-Adresse ist zu lang.' },
} as const;

/** Under every new-password field; the strength meter below it says how far the password is. */
export const NEW_PASSWORD_HINT = `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Mehrere ungewöhnliche Wörter, Zahlen oder Zeichen; nicht Ihre E-Mail-Adresse oder Ihr Name.`;

/** Length here; the strength check (validateNewPassword) is added per form, with what the form knows about the person. */
export const NEW_PASSWORD_RULES = {
  required: 'Bitte wählen Sie ein Passwort.',
  minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_TOO_SHORT_MESSAGE },
  maxLength: { value: PASSWORD_MAX_LENGTH, message: PASSWORD_TOO_LONG_MESSAGE },
} as const;
