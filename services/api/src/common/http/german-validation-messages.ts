import type { ValidationError, ValidationOptions } from 'class-validator';
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

/** A constraint without its own sentence; also the text of a 422 without a message of its own. */
export const INVALID_INPUT_MESSAGE = 'Die Eingabe ist ungültig.';

/**
 * A rule's own German sentence (`@IsNotEmpty(germanMessage(AUTH_MESSAGES.passwordRequired))`), the
 * words the web's form uses for the same rule. class-validator's `message` is not used for this:
 * its defaults are English, so toGermanDetails answers from `contexts` instead.
 */
export const germanMessage = (message: string): ValidationOptions => ({ context: { message } });

function ownMessage(error: ValidationError, constraint: string): string | undefined {
  const context = error.contexts?.[constraint] as { message?: unknown } | undefined;
  return typeof context?.message === 'string' ? context.message : undefined;
}

export function toGermanDetails(errors: ValidationError[], parent = ''): ApiErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).map((constraint) => ({
      field,
      code: constraint,
      message: ownMessage(error, constraint) ?? MESSAGES[constraint] ?? INVALID_INPUT_MESSAGE,
    }));
    return [...own, ...toGermanDetails(error.children ?? [], field)];
  });
}
