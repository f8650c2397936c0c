import { isDiscountCellField, isRelativeDiscountField, RELATIVE_ADD_MESSAGES, validateRelativeAdd, type DiscountCellField, type DiscountCellValue, type UpdateAllDiscount, type DiscountTableColumns } from '@autoleasing/contracts';
import { cellProblem, columnExists, DISCOUNT_VALIDATION_FAILED, invalid, toStoredValue } from '@autoleasing/domain';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Cell problems of update_all are not per row: they name the column, as `*.field`. */
const ALL_ROWS = '*';

function rejected(field: string, code: Parameters<typeof cellProblem>[2], message?: string) {
  return invalid(DISCOUNT_VALIDATION_FAILED, 'Der Wert für alle Zeilen ist ungültig. Es wurde nichts gespeichert.', [cellProblem(ALL_ROWS, field, code, message)]);
}

/**
 * The discount object of update_all (spec 7.1): exactly one of collected_discounts (a value per
 * collected column of the brand), confirmed true, or one field with its value. Checked before
 * the job is queued with the very rules of a save (spec 5.4, per cell), so a bad value answers
 * 422 at once instead of failing a job later. Returns the object in its typed form.
 */
export function parseUpdateAllDiscount(raw: unknown, columns: DiscountTableColumns): UpdateAllDiscount {
  if (!isObject(raw)) throw rejected('discount', 'invalid_choice', 'Bitte geben Sie an, was für alle Zeilen gesetzt werden soll.');
  const keys = Object.keys(raw).sort().join(',');
  if (keys === 'collected_discounts') {
    const values = raw.collected_discounts;
    if (!Array.isArray(values) || values.length === 0 || values.length > columns.collectedDiscounts) {
      throw rejected('collected_discounts', 'unknown_column', 'Diese Marke hat keine oder weniger Spalten für gesammelte Nachlässe.');
    }
    values.forEach((value, index) => {
      const field = `collected_discounts_${index}` as DiscountCellField;
      const converted = toStoredValue(field, value);
      if (!converted.ok) throw rejected(field, converted.code);
    });
    return { collected_discounts: values as (number | null)[] };
  }
  if (keys === 'confirmed') {
    if (raw.confirmed !== true) throw rejected('confirmed', 'invalid_choice', 'Zeilen können nur bestätigt werden (confirmed: true).');
    return { confirmed: true };
  }
  if (keys === 'field,value') {
    const field = raw.field;
    if (!isDiscountCellField(field) || field === 'confirmed' || !columnExists(field, columns)) {
      throw rejected(typeof field === 'string' ? field.slice(0, 60) : 'field', 'unknown_column');
    }
    const converted = toStoredValue(field, raw.value);
    if (!converted.ok) throw rejected(field, converted.code);
    return { field, value: (raw.value ?? null) as DiscountCellValue };
  }
  if (keys === 'add,field') return parseRelative(raw.field, raw.add, columns);
  throw rejected('discount', 'invalid_choice', 'Bitte geben Sie genau eines an: collected_discounts, confirmed, field mit value oder field mit add.');
}

/** `{ field, add }` (issue 21): a percent or money column of the table and a step it allows. */
function parseRelative(field: unknown, add: unknown, columns: DiscountTableColumns): Extract<UpdateAllDiscount, { add: number }> {
  if (!isDiscountCellField(field) || !columnExists(field, columns)) throw rejected(typeof field === 'string' ? field.slice(0, 60) : 'field', 'unknown_column');
  if (!isRelativeDiscountField(field)) throw rejected(field, 'invalid_choice', RELATIVE_ADD_MESSAGES.not_relative);
  const converted = validateRelativeAdd(field, add);
  if (!converted.ok) throw rejected(field, converted.code, converted.message);
  return { field, add: add as number };
}
