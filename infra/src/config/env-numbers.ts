/**
 * A positive whole number from the environment: unset or empty gives `fallback`; anything else
 * (text, a fraction, zero, a negative) stops the start with a message naming the variable.
 */
export function positiveWholeNumber(value: string | undefined, fallback: number, name: string, unit?: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number${unit ? ` of ${unit}` : ''}`);
  return parsed;
}
