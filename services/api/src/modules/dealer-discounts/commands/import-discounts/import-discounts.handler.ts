import {
  DISCOUNT_IMPORT_ERROR_CODES,
  DISCOUNT_ERROR_CODES,
  type DiscountImportChange,
  type DiscountImportProblem,
  type DiscountImportResponse,
  unknownCarModelProblem,
} from '@autoleasing/contracts';
import { DomainError, fromStoredValue, invalid, previewImport, staleImport } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { DiscountSheetSource, type SheetTable } from '../../excel/discount-sheet.source';
import { mapSheet, type MappedSheet } from '../../excel/sheet-import-mapping';
import { sheetRows, uploadFormat } from '../../excel/sheet-readers';
import { ImportDiscountsCommand } from './import-discounts.command';

/** The comparison of a file with the table, before anything is applied. */
interface Checked {
  sheet: MappedSheet;
  response: Omit<DiscountImportResponse, 'dry_run' | 'applied' | 'operation_id'>;
}

/**
 * POST …/discounts/import: a dry run lists every cell the file changes (old → new) and every
 * problem (same rules and German messages as a save, plus unknown car models and columns). An
 * apply sends the same file with the dry run's token (its SHA-256) and revision, and writes it as
 * ONE event carrying the file name — only onto that revision (else 409) and only when nothing is
 * invalid (else 422 with the list, nothing stored).
 */
@CommandHandler(ImportDiscountsCommand)
export class ImportDiscountsHandler implements ICommandHandler<ImportDiscountsCommand> {
  constructor(
    private readonly source: DiscountSheetSource,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(input: ImportDiscountsCommand): Promise<DiscountImportResponse> {
    const format = uploadFormat(input.fileName, input.content);
    const token = createHash('sha256').update(input.content).digest('hex');
    if (!input.dryRun) this.assertChecked(input, token);
    const table = await this.source.load(input.scope);
    const sheet = await mapSheet(sheetRows(format, input.content), table.columns);
    const checked = this.compare(table, sheet, input.fileName, token);
    if (input.dryRun) return { ...checked.response, dry_run: true, applied: false, operation_id: null };
    return this.apply(input, table, checked);
  }

  private assertChecked(input: ImportDiscountsCommand, token: string): void {
    if (input.revision === undefined || !input.token) {
      throw new DomainError(
        'bad_request',
        DISCOUNT_IMPORT_ERROR_CODES.notChecked,
        'Bitte prüfen Sie die Datei zuerst (dry_run=true) und senden Sie beim Übernehmen revision und token der Prüfung mit.',
      );
    }
    if (input.token !== token) {
      throw new DomainError(
        'rule',
        DISCOUNT_IMPORT_ERROR_CODES.fileChanged,
        'Die Datei ist nicht dieselbe wie bei der Prüfung. Bitte prüfen Sie sie erneut. Es wurde nichts übernommen.',
      );
    }
  }

  private compare(table: SheetTable, sheet: MappedSheet, fileName: string, token: string): Checked {
    const names = new Map(table.rows.map((r) => [r.carModelId, r.modelName]));
    const rowOf = new Map(sheet.rows.map((r) => [r.carModelId, r.row]));
    const headerOf = new Map(table.columns.flatMap((c) => (c.kind === 'cell' ? [[c.field as string, c.header] as const] : [])));
    headerOf.set('confirmed', 'Bestätigt');
    const known = sheet.rows.filter((r) => names.has(r.carModelId));
    const unknown = sheet.rows.filter((r) => !names.has(r.carModelId)).map((r) => ({ row: r.row, car_model_id: r.carModelId }));
    const preview = previewImport(table.state, known, table.tableColumns);
    const changes: DiscountImportChange[] = preview.changes.map((c) => ({
      row: rowOf.get(c.carModelId) ?? 0,
      car_model_id: c.carModelId,
      car_model_name: names.get(c.carModelId) ?? '',
      field: c.field,
      column: headerOf.get(c.field) ?? c.field,
      old_value: fromStoredValue(c.field, c.oldValue),
      new_value: fromStoredValue(c.field, c.newValue),
    }));
    const cellProblems: DiscountImportProblem[] = preview.problems.map((p) => {
      const [carModelId, field] = p.field.split('.');
      return { row: rowOf.get(carModelId) ?? 0, car_model_id: carModelId, column: headerOf.get(field) ?? field, code: p.code, message: p.message };
    });
    const invalidCells = [...sheet.problems, ...cellProblems].sort((a, b) => a.row - b.row);
    return {
      sheet,
      response: {
        file_name: fileName,
        revision: table.state.revision,
        token,
        rows_read: sheet.rows.length + sheet.problems.length,
        rows_changed: new Set(preview.changes.map((c) => c.carModelId)).size,
        cells_changed: preview.changes.filter((c) => c.field !== 'confirmed').length,
        changes,
        invalid_cells: invalidCells,
        unknown_car_models: unknown,
        unknown_columns: sheet.unknownColumns,
        can_apply: invalidCells.length === 0 && unknown.length === 0,
      },
    };
  }

  private async apply(input: ImportDiscountsCommand, table: SheetTable, checked: Checked): Promise<DiscountImportResponse> {
    const { response, sheet } = checked;
    if (input.revision !== table.state.revision) throw staleImport();
    if (!response.can_apply) {
      const problems = [...response.invalid_cells, ...response.unknown_car_models.map(unknownCarModelProblem)];
      const error = invalid(
        DISCOUNT_ERROR_CODES.validation,
        `${problems.length === 1 ? 'Eine Zelle ist ungültig' : `${problems.length} Zellen sind ungültig`}. Es wurde nichts übernommen.`,
        problems.map((p) => ({ field: `${p.row}.${p.column}`, code: p.code, message: p.message })),
      );
      throw new DomainError(error.kind, error.code, error.message, error.details, { import: { ...response, dry_run: false, applied: false, operation_id: null } });
    }
    const operationId = randomUUID();
    const result = await this.tables.execute(
      input.scope,
      {
        type: 'ImportDiscounts',
        scope: input.scope,
        basedOnRevision: table.state.revision,
        columns: table.tableColumns,
        rows: sheet.rows,
        fileName: input.fileName,
        operationId,
      },
      input.actor,
    );
    await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    return { ...response, revision: result.after.revision, dry_run: false, applied: result.events.length > 0, operation_id: result.events.length ? operationId : null };
  }
}
