import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@autoleasing/contracts';

/** German messages for the wall's forms; the API checks the same rules again. */
export const EMAIL_RULES = {
  required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  pattern: { value: EMAIL_PATTERN, message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  maxLength: { value: EMAIL_MAX_LENGTH, message: 'Die E-Mail-Adresse ist zu lang.' },
} as const;

/** Under every new-password field; the strength meter below it says how far the password is. */
export const NEW_PASSWORD_HINT = `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Mehrere ungewöhnliche Wörter, Zahlen oder Zeichen; nicht Ihre E-Mail-Adresse oder Ihr Name.`;

/** Length here; the strength check (validateNewPassword) is added per form, with what the form knows about the person. */
export const NEW_PASSWORD_RULES = {
  required: 'Bitte wählen Sie ein Passwort.',
  minLength: { value: PASSWORD_MIN_LENGTH, message: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.` },
  maxLength: { value: PASSWORD_MAX_LENGTH, message: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.` },
} as const;
