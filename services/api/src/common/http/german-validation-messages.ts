import type { ValidationError } from 'class-validator';
import { AUTH_MESSAGES, type ApiErrorDetail } from '@autoleasing/contracts';

/**
 * class-validator speaks English; our users read German. Known constraints get a German
 * sentence, the rest a general one. The constraint name is the stable code for programs.
 */
const MESSAGES: Record<string, string> = {
  isDefined: 'Dieses Feld ist erforderlich.',
  isNotEmpty: 'Dieses Feld darf nicht leer sein.',
  isString: 'Bitte geben Sie einen Text ein.',
  isInt: 'Bitte geben Sie eine ganze Zahl ein.',
  isNumber: 'Bitte geben Sie eine Zahl ein.',
  isBoolean: 'Bitte wählen Sie ja oder nein.',
  isEmail: AUTH_MESSAGES.emailInvalid,
  isUUID: 'Die Kennung ist ungültig.',
  isIn: 'Dieser Wert ist nicht zulässig.',
  isEnum: 'Dieser Wert ist nicht zulässig.',
  min: 'Der Wert ist zu klein.',
  max: 'Der Wert ist zu groß.',
  minLength: 'Die Eingabe ist zu kurz.',
  maxLength: 'Die Eingabe ist zu lang.',
  matches: 'Das Format ist ungültig.',
  isDateString: 'Bitte geben Sie ein gültiges Datum ein.',
  whitelistValidation: 'Dieses Feld ist nicht erlaubt.',
};

const FALLBACK = 'Die Eingabe ist ungültig.';

export function toGermanDetails(errors: ValidationError[], parent = ''): ApiErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).map((constraint) => ({
      field,
      code: constraint,
      message: MESSAGES[constraint] ?? FALLBACK,
    }));
    return [...own, ...toGermanDetails(error.children ?? [], field)];
  });
}
