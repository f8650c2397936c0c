import {
  ADDITIONAL_DISCOUNT_FIELDS,
  COLLECTED_DISCOUNT_FIELDS,
  DISCOUNT_ERROR_CODES,
  SCALAR_DISCOUNT_FIELDS,
  type ScalarDiscountField,
  type DiscountConflict,
  type SaveDiscountsResponse,
  UNKNOWN_CAR_MODEL_CODE,
  UNKNOWN_CAR_MODEL_MESSAGE,
} from '@autoleasing/contracts';
import {
  cellsChangedSince,
  DomainError,
  fromStoredValue,
  invalid,
  type CellInput,
  type DiscountEditConflict,
  type DiscountScope,
  type EditedRowInput,
} from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { toDiscountRowDto } from '../../shared/discount-row.mapper';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { scopeKeyOf } from '../../shared/scope-params';
import type { EditedDiscountRowDto } from './save-discounts.request.dto';
import { SaveDiscountsCommand } from './save-discounts.command';

/** The row's own cells; `confirmed` travels beside them (rows[].confirmed), never as an edit. */
const EDITED_SCALAR_FIELDS = SCALAR_DISCOUNT_FIELDS.filter((field): field is Exclude<ScalarDiscountField, 'confirmed'> => field !== 'confirmed');

/** API row → the decider's cells: list entries become additional_discounts_N / collected_discounts_N. */
export function cellsOfRow(row: EditedDiscountRowDto): CellInput {
  const cells: CellInput = {};
  for (const key of EDITED_SCALAR_FIELDS) if (row[key] !== undefined) cells[key] = row[key];
  const lists = [
    [row.additional_discounts, ADDITIONAL_DISCOUNT_FIELDS],
    [row.collected_discounts, COLLECTED_DISCOUNT_FIELDS],
  ] as const;
  for (const [values, fields] of lists) {
    values?.forEach((value, index) => {
      if (value !== undefined) cells[fields[index]] = value;
    });
  }
  return cells;
}

/**
 * POST /api/v1/dealers/{id}/discounts: validates every cell (422 with per-cell details, nothing
 * stored), merges edits made on an older revision with what others saved meanwhile, and answers
 * 409 discount_edit_conflict with the cells both changed, their current values and who changed
 * them. The answer waits for the read model (read-your-writes) and carries the saved rows.
 */
@CommandHandler(SaveDiscountsCommand)
export class SaveDiscountsHandler implements ICommandHandler<SaveDiscountsCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(input: SaveDiscountsCommand): Promise<SaveDiscountsResponse & { caught_up: boolean }> {
    const { scope } = input;
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const ids = [...new Set(input.rows.map((r) => r.car_model_id.toLowerCase()))];
    const [known, layout] = await Promise.all([this.repository.knownCarModels(scope.manufacturerId, ids), this.tables.layout(scope.dealerId, scope.manufacturerId)]);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      throw invalid(
        DISCOUNT_ERROR_CODES.validation,
        'Die Tabelle enthält Fahrzeuge, die es bei dieser Marke nicht gibt. Es wurde nichts gespeichert.',
        unknown.map((id) => ({ field: `${id}.car_model_id`, code: UNKNOWN_CAR_MODEL_CODE, message: UNKNOWN_CAR_MODEL_MESSAGE })),
      );
    }
    const rows: EditedRowInput[] = input.rows.map((row) => ({
      carModelId: row.car_model_id.toLowerCase(),
      cells: cellsOfRow(row),
      confirmed: row.confirmed === true ? true : undefined,
    }));
    const columns = { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: info.collectedColumns };
    const correlationId = randomUUID();
    let result;
    try {
      result = await this.tables.execute(scope, { type: 'SaveDiscounts', scope, basedOnRevision: input.revision, columns, rows }, input.actor, correlationId);
    } catch (error) {
      if (error instanceof DomainError && error.code === DISCOUNT_ERROR_CODES.conflict) throw await this.withWhoAndWhen(scope, error);
      throw error;
    }
    const consistency = await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const saved = await this.repository.rowsOf(scope, ids);
    const context = { dealerId: scope.dealerId, scopeKey: scopeKeyOf(scope), additionalColumns: columns.additionalDiscounts, collectedColumns: columns.collectedDiscounts };
    const editedCells = result.events.reduce(
      (sum, event) => sum + (event.type === 'DiscountCellsEdited' ? event.data.changes.length : event.type === 'DiscountRowsConfirmed' ? event.data.carModelIds.length : 0),
      0,
    );
    return {
      discounts: saved.map((row) => toDiscountRowDto(row, context)),
      edited_cells: editedCells,
      revision: result.after.revision,
      merged_cells: cellsChangedSince(result.before, input.revision),
      caught_up: consistency.caughtUp,
    };
  }

  /** The decider knows the revision of a conflicting change; the event's metadata knows who and when. */
  private async withWhoAndWhen(scope: DiscountScope, error: DomainError): Promise<DomainError> {
    const conflicts = (error.extra?.conflicts ?? []) as DiscountEditConflict[];
    const revisions = [...new Set(conflicts.map((c) => c.changedAtRevision))];
    const metadata = new Map(await Promise.all(revisions.map(async (r) => [r, await this.tables.eventAt(scope, r)] as const)));
    const names = await this.repository.userNames([...metadata.values()].flatMap((m) => (m ? [m.actor.userId] : [])));
    const enriched: DiscountConflict[] = conflicts.map((c) => {
      const meta = metadata.get(c.changedAtRevision);
      return {
        car_model_id: c.carModelId,
        field: c.field,
        your_value: fromStoredValue(c.field, c.yourValue),
        current_value: fromStoredValue(c.field, c.currentValue),
        changed_by: { user_id: meta?.actor.userId ?? 'unknown', name: meta ? (names.get(meta.actor.userId) ?? null) : null },
        changed_at: meta?.occurredAt ?? new Date(0).toISOString(),
      };
    });
    return new DomainError(error.kind, error.code, error.message, error.details, { conflicts: enriched });
  }
}
