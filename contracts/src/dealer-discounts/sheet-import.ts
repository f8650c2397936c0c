import type { DiscountCellField, DiscountCellValue } from './fields';
import { DISCOUNT_INFO_COLUMN_LABELS, UNKNOWN_CAR_MODEL_CODE, UNKNOWN_CAR_MODEL_MESSAGE } from './table-labels';

/** Largest spreadsheet the table import takes (a 10,000-row .xlsx is about 1 MB). */
export const MAX_DISCOUNT_IMPORT_BYTES = 5 * 1024 * 1024;

export const DISCOUNT_IMPORT_ERROR_CODES = {
  stale: 'discount_import_stale',
  fileChanged: 'discount_import_file_changed',
  tooLarge: 'discount_import_too_large',
  format: 'discount_import_format',
  noIdColumn: 'discount_import_no_id_column',
  notChecked: 'discount_import_not_checked',
} as const;

/** A cell the file would change (values in API units: 7.5 %, cents). */
export interface DiscountImportChange {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  car_model_id: string;
  car_model_name: string;
  field: DiscountCellField;
  /** The column's header in the file. */
  column: string;
  old_value: DiscountCellValue;
  new_value: DiscountCellValue;
}

/** A cell (or row) that keeps the file from being applied, with the same German message as a save. */
export interface DiscountImportProblem {
  row: number;
  car_model_id: string | null;
  column: string;
  code: string;
  message: string;
}

/** A row of the file whose car model the brand does not have, as a problem of its id column (the apply's error and the upload dialog list it so). */
export function unknownCarModelProblem(unknown: { row: number; car_model_id: string }): DiscountImportProblem {
  return { row: unknown.row, car_model_id: unknown.car_model_id, column: DISCOUNT_INFO_COLUMN_LABELS.car_model_id, code: UNKNOWN_CAR_MODEL_CODE, message: UNKNOWN_CAR_MODEL_MESSAGE };
}

/**
 * POST /api/v1/dealers/{id}/discounts/import: with dry_run=true what the file would change; without,
 * the applied result. `token` and `revision` of a dry run are sent with the apply: the same file
 * onto the same table revision, else 409.
 */
export interface DiscountImportResponse {
  file_name: string;
  dry_run: boolean;
  applied: boolean;
  /** Table revision the file was compared with (after applying: the new revision). */
  revision: number;
  /** SHA-256 of the uploaded file. */
  token: string;
  rows_read: number;
  rows_changed: number;
  cells_changed: number;
  changes: DiscountImportChange[];
  invalid_cells: DiscountImportProblem[];
  unknown_car_models: { row: number; car_model_id: string }[];
  /** Headers the table does not have; their cells are ignored. */
  unknown_columns: string[];
  /** True when nothing keeps the file from being applied. */
  can_apply: boolean;
  operation_id: string | null;
}

/** GET /api/v1/dealers/{id}/discounts/copy/preview: what a copy from another table would change, before the job starts. */
export interface DiscountCopyPreviewResponse {
  /** Revision of this table the preview was made on. */
  revision: number;
  rows_changed: number;
  cells_changed: number;
  /** Changed cells that held a value before: the existing values the copy replaces. */
  replaced_values: number;
  /** The first changed cells (at most `DISCOUNT_COPY_PREVIEW_LIMIT`), in car model order. */
  changes: Omit<DiscountImportChange, 'row' | 'column'>[];
}

export const DISCOUNT_COPY_PREVIEW_LIMIT = 200;
