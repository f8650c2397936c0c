import { DISCOUNT_CELL_MESSAGES, type DiscountCellField, type DiscountCellValue, type DiscountRowDto, type DiscountRowState, type EditedDiscountRow } from '@autoleasing/contracts';
import { apiValue, editText, listField, rowValue, validateCell } from './cells';

/** The loaded value typed again ('5' for 5,00 %) is no edit. */
function isOriginal(row: DiscountRowDto, field: DiscountCellField, text: string): boolean {
  const original = originalText(row, field);
  if (text.trim() === original) return true;
  return validateCell(field, text) === null && original !== '' && apiValue(field, text) === apiValue(field, original);
}

/**
 * The dealer's unsaved edits, per car model: the row as it was loaded (its raw values are kept for
 * saving, spec 4.8) and the cells changed, as typed (display units: percent, euros). Edits survive
 * paging within a scope, so a save sends the edits of every page.
 */
export interface EditedRow {
  row: DiscountRowDto;
  cells: Partial<Record<DiscountCellField, string>>;
}
export type Edits = Readonly<Record<string, EditedRow>>;

export const cellKey = (carModelId: string, field: DiscountCellField) => `${carModelId}.${field}`;

export function originalText(row: DiscountRowDto, field: DiscountCellField): string {
  return editText(field, rowValue(row, field));
}

export function cellText(edits: Edits, row: DiscountRowDto, field: DiscountCellField): string {
  return edits[row.car_model_id]?.cells[field] ?? originalText(row, field);
}

export function isEdited(edits: Edits, carModelId: string, field: DiscountCellField): boolean {
  return edits[carModelId]?.cells[field] !== undefined;
}

/** Sets a cell; typing the loaded value back removes the edit. */
export function setCell(edits: Edits, row: DiscountRowDto, field: DiscountCellField, text: string): Edits {
  const current = edits[row.car_model_id];
  const cells = { ...current?.cells };
  if (isOriginal(current?.row ?? row, field, text)) delete cells[field];
  else cells[field] = text;
  const next = { ...edits };
  if (Object.keys(cells).length === 0) delete next[row.car_model_id];
  else next[row.car_model_id] = { row: current?.row ?? row, cells };
  return next;
}

export function dropCell(edits: Edits, carModelId: string, field: DiscountCellField): Edits {
  const current = edits[carModelId];
  if (!current || current.cells[field] === undefined) return edits;
  return setCell(edits, current.row, field, originalText(current.row, field));
}

export function countEditedCells(edits: Edits): number {
  return Object.values(edits).reduce((sum, edited) => sum + Object.keys(edited.cells).length, 0);
}

/** Spec 5.4 over the edited cells, plus the delivery pair rule when one of the pair was edited. */
export function validateEdits(edits: Edits): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [carModelId, { row, cells }] of Object.entries(edits)) {
    for (const [field, text] of Object.entries(cells) as [DiscountCellField, string][]) {
      const message = validateCell(field, text);
      if (message) errors[cellKey(carModelId, field)] = message;
    }
    if (cells.factory_delivery_cents !== undefined || cells.dealer_delivery_cents !== undefined) {
      const factory = cellText(edits, row, 'factory_delivery_cents').trim();
      const dealer = cellText(edits, row, 'dealer_delivery_cents').trim();
      if (factory === '' && dealer === '') {
        errors[cellKey(carModelId, 'factory_delivery_cents')] = DISCOUNT_CELL_MESSAGES.delivery_pair;
        errors[cellKey(carModelId, 'dealer_delivery_cents')] = DISCOUNT_CELL_MESSAGES.delivery_pair;
      }
    }
  }
  return errors;
}

/**
 * The save body's rows: only the changed cells (so edits of others to other cells merge), lists
 * whole with the changed entries replaced. `confirmed` travels with the save as the row action's
 * raw value (spec 4.8).
 */
export function toSaveRows(edits: Edits): EditedDiscountRow[] {
  return Object.entries(edits).map(([carModelId, { row, cells }]) => {
    const out: Record<string, unknown> = { car_model_id: carModelId };
    for (const [field, text] of Object.entries(cells) as [DiscountCellField, string][]) {
      const list = listField(field);
      if (list) {
        const [name, index] = list;
        const values = (out[name] as (number | null)[] | undefined) ?? [...row[name]];
        values[index] = apiValue(field, text) as number | null;
        out[name] = values;
      } else {
        out[field] = apiValue(field, text);
      }
    }
    return out as unknown as EditedDiscountRow;
  });
}

/** A cell's value as it will be saved: the draft when there is one (in API units), the loaded value otherwise. */
export function draftValue(edits: Edits, row: DiscountRowDto, field: DiscountCellField): DiscountCellValue {
  const text = edits[row.car_model_id]?.cells[field];
  return text === undefined ? rowValue(row, field) : apiValue(field, text);
}

/** A row as it will be once its drafts are saved: what the sum column, the dot and the confirmation show. */
export interface DraftView {
  discountSum: number;
  state: DiscountRowState;
  confirmed: boolean;
}

/**
 * The sum, status dot and confirmation of a row with its drafts applied, by the server's rules
 * (spec 5.4 and issue 21): the sum adds base, additional and collected discounts; a row is
 * available when orderable with base discount, delivery time and a delivery cost; a confirmed row
 * whose values change loses its confirmation unless the same save confirms it.
 */
export function draftView(edits: Edits, row: DiscountRowDto): DraftView {
  const cells = edits[row.car_model_id]?.cells;
  if (!cells) return { discountSum: row.discount_sum, state: row.state, confirmed: row.confirmed };
  const value = (field: DiscountCellField) => draftValue(edits, row, field);
  const numbers = [
    value('base_discount'),
    ...row.additional_discounts.map((_, i) => value(`additional_discounts_${i}` as DiscountCellField)),
    ...row.collected_discounts.map((_, i) => value(`collected_discounts_${i}` as DiscountCellField)),
  ].filter((v): v is number => typeof v === 'number');
  const discountSum = Math.round(numbers.reduce((sum, v) => sum + v, 0) * 100) / 100;
  // A row nobody set orderable or not shows data_missing, not unavailable (as on the server).
  const available = cells.available !== undefined ? value('available') : row.state === 'data_missing' && row.available !== true ? null : row.available;
  const complete = value('base_discount') !== null && value('delivery_time') !== null && (value('factory_delivery_cents') !== null || value('dealer_delivery_cents') !== null);
  const state: DiscountRowState = available !== true ? (available === null ? 'data_missing' : 'unavailable') : complete ? 'available' : 'data_missing';
  const confirmedDraft = cells.confirmed === 'true';
  const valuesChanged = Object.keys(cells).some((field) => field !== 'confirmed');
  return { discountSum, state, confirmed: confirmedDraft || (row.confirmed && !valuesChanged) };
}
