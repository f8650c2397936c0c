import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A finite number with at most `maxDecimalPlaces` decimal places (euro amounts: 2).
 * Replaces class-validator's `IsNumber({ maxDecimalPlaces })`, which throws (a 500) on numbers
 * JavaScript writes in exponent form, e.g. 1e-7 or -9e-323: it splits their text at a '.' that
 * is not there. Named `isNumber`, so the German message and the detail code stay the same.
 */
export function IsAmount(maxDecimalPlaces = 2, validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      constraints: [maxDecimalPlaces],
      validator: {
        validate: (value: unknown) => isAmount(value, maxDecimalPlaces),
        defaultMessage: () => '$property must be a number with at most the allowed decimal places',
      },
    },
    validationOptions,
  );
}

export function isAmount(value: unknown, maxDecimalPlaces: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  // Rounded to the allowed places it must be the same number (0.1 is, 0.105 and 1e-7 are not).
  return Number(value.toFixed(maxDecimalPlaces)) === value;
}
