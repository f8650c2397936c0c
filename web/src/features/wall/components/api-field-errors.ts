import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';

/** Puts the server's field errors (400 details) next to the fields; returns whether any fitted. */
export function applyApiFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || !error.details?.length) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.field);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}
