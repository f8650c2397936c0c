import { isValidEmail } from '@autoleasing/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * An e-mail address by the contracts' rule (isValidEmail), the one the web forms check too.
 * Replaces class-validator's `IsEmail()`; named `isEmail`, so the German message and the detail
 * code stay the same.
 */
export function IsCustomerEmail(validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: () => '$property must be an email',
      },
    },
    validationOptions,
  );
}
