import type { ApiResponseOptions } from '@nestjs/swagger';

const cellValue = { nullable: true, oneOf: [{ type: 'number' as const }, { type: 'boolean' as const }, { type: 'string' as const }] };

/** DiscountImportResponse (contracts) for the OpenAPI document. */
export const IMPORT_RESPONSE_DOC: ApiResponseOptions = {
  description: 'Ergebnis der Prüfung oder des Übernehmens',
  schema: {
  type: 'object',
  required: ['file_name', 'dry_run', 'applied', 'revision', 'token', 'changes', 'invalid_cells', 'unknown_car_models', 'unknown_columns', 'can_apply'],
  properties: {
    file_name: { type: 'string' },
    dry_run: { type: 'boolean' },
    applied: { type: 'boolean' },
    revision: { type: 'integer' },
    token: { type: 'string', description: 'SHA-256 der Datei' },
    rows_read: { type: 'integer' },
    rows_changed: { type: 'integer' },
    cells_changed: { type: 'integer' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer' },
          car_model_id: { type: 'string', format: 'uuid' },
          car_model_name: { type: 'string' },
          field: { type: 'string' },
          column: { type: 'string' },
          old_value: cellValue,
          new_value: cellValue,
        },
      },
    },
    invalid_cells: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer' },
          car_model_id: { type: 'string', nullable: true },
          column: { type: 'string' },
          code: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
    unknown_car_models: { type: 'array', items: { type: 'object', properties: { row: { type: 'integer' }, car_model_id: { type: 'string' } } } },
    unknown_columns: { type: 'array', items: { type: 'string' } },
    can_apply: { type: 'boolean' },
    operation_id: { type: 'string', nullable: true },
  },
  },
};
