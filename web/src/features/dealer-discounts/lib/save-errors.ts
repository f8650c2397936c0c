import { DISCOUNT_ERROR_CODES, isDiscountCellField, type DiscountConflict } from '@autoleasing/contracts';
import type { ApiError } from '../../../lib/api-error';
import { cellKey } from './edits';

/**
 * What a failed save tells the table: per-cell messages of a 422 (detail fields are
 * `<car_model_id>.<field>`; list cells also as `additional_discounts[0]` / `.0`) and the cells
 * someone else changed meanwhile (409 `conflicts`).
 */
export interface SaveFailure {
  message: string;
  cellErrors: Record<string, string>;
  conflicts: Record<string, DiscountConflict>;
}

function normaliseField(field: string): string {
  return field.replace(/^(additional_discounts|collected_discounts)(?:\[(\d)\]|\.(\d))$/, (_, name, a, b) => `${name}_${a ?? b}`);
}

export function cellOfDetail(detailField: string): string | null {
  const dot = detailField.indexOf('.');
  if (dot <= 0) return null;
  const field = normaliseField(detailField.slice(dot + 1));
  return isDiscountCellField(field) ? cellKey(detailField.slice(0, dot), field) : null;
}

function isConflict(value: unknown): value is DiscountConflict {
  const c = value as DiscountConflict;
  return typeof c === 'object' && c !== null && typeof c.car_model_id === 'string' && isDiscountCellField(c.field) && typeof c.changed_at === 'string';
}

export function toSaveFailure(error: ApiError): SaveFailure {
  const cellErrors: Record<string, string> = {};
  const conflicts: Record<string, DiscountConflict> = {};
  if (error.statusCode === 422 || error.code === DISCOUNT_ERROR_CODES.validation) {
    for (const detail of error.details ?? []) {
      const key = cellOfDetail(detail.field);
      if (key) cellErrors[key] = detail.message;
    }
  }
  if (error.statusCode === 409 || error.code === DISCOUNT_ERROR_CODES.conflict) {
    const list = error.payload.conflicts;
    if (Array.isArray(list)) {
      for (const conflict of list.filter(isConflict)) conflicts[cellKey(conflict.car_model_id, conflict.field)] = conflict;
    }
  }
  return { message: error.message, cellErrors, conflicts };
}
