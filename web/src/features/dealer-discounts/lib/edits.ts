import {
  DISCOUNT_CELL_FIELDS,
  DISCOUNT_CELL_MESSAGES,
  discountCellKind,
  discountRowState,
  discountSum,
  emptyDiscountValueOnSave,
  parseDiscountListField,
  type DiscountCellField,
  type DiscountCellValue,
  type DiscountRowCells,
  type DiscountRowDto,
  type DiscountRowState,
  type EditedDiscountRow,
} from '@autoleasing/contracts';
import { apiValue, editText, rowValue, validateCell } from './cells';

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
      const list = parseDiscountListField(field);
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
 * The row's cells as the server would store them once its drafts are saved (spec 5.4): stored units
 * (percent in hundredths, money in cents) and a draft left empty as the save's empty value.
 */
function savedCells(edits: Edits, row: DiscountRowDto): DiscountRowCells {
  const drafts = edits[row.car_model_id]?.cells ?? {};
  const cells: Partial<Record<DiscountCellField, DiscountCellValue>> = {};
  for (const field of DISCOUNT_CELL_FIELDS) {
    const text = drafts[field];
    const value = text === undefined ? rowValue(row, field) : (apiValue(field, text) ?? emptyDiscountValueOnSave(field));
    if (value === null) continue;
    cells[field] = typeof value === 'number' && discountCellKind(field) === 'percent' ? Math.round(value * 100) : value;
  }
  // The row reads available false also when nobody set it yet; its state tells the two apart (data_missing, not unavailable).
  if (drafts.available === undefined && row.state === 'data_missing' && row.available !== true) delete cells.available;
  return cells;
}

/**
 * The sum, status dot and confirmation of a row with its drafts applied, by the server's rules
 * (contracts' discountSum and discountRowState, spec 5.4 and issue 21); a confirmed row whose
 * values change loses its confirmation unless the same save confirms it.
 */
export function draftView(edits: Edits, row: DiscountRowDto): DraftView {
  const drafts = edits[row.car_model_id]?.cells;
  if (!drafts) return { discountSum: row.discount_sum, state: row.state, confirmed: row.confirmed };
  const cells = savedCells(edits, row);
  // The row's lists are as long as the scope's columns (layout and brand), the columns the server sums.
  const columns = { additionalDiscounts: row.additional_discounts.length, collectedDiscounts: row.collected_discounts.length };
  const confirmedDraft = drafts.confirmed === 'true';
  const valuesChanged = Object.keys(drafts).some((field) => field !== 'confirmed');
  return { discountSum: discountSum(cells, columns) / 100, state: discountRowState(cells), confirmed: confirmedDraft || (row.confirmed && !valuesChanged) };
}
