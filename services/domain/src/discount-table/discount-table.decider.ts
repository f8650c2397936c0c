import { ADDITIONAL_DISCOUNT_FIELDS, type AdditionalDiscountField, type CustomerGroup, type DiscountCellField, isDiscountCellField, discountCellOrDefault, type DiscountRowCells, type DiscountTableColumns } from '@autoleasing/contracts';
import { assertNever, type Decider, type DecisionContext } from '../shared/decider';
import { badRequest, DomainError, invalid } from '../shared/domain-error';
import { cellProblem, type CellProblem, columnExists, rowProblems, type StoredCellValue, toStoredValue } from './discount-cells';
import { relativeCells } from './relative-change';
import { campaignCellChanges, decideCampaign, evolveCampaign, type DiscountCampaign, type DiscountCampaignCommand } from './discount-campaigns';
import { decideRestore, type RestoreDiscountTableCommand } from './discount-table-restore';
import type { DiscountCellChange, DiscountRowChange, DiscountScope, DiscountTableEvent } from './discount-table.events';
import { decideImport, type ImportDiscountsCommand } from './discount-import';

/** Cells of one row as a command carries them: API units (7.5 %, cents), null/'' = emptied. */
export type CellInput = Partial<Record<DiscountCellField, unknown>>;

export interface EditedRowInput {
  carModelId: string;
  cells: CellInput;
  /** true confirms the row ('Bestätigen'); false changes nothing (withdrawing is UnconfirmDiscountRows). */
  confirmed?: boolean;
}

export interface BulkRowInput {
  carModelId: string;
  cells: CellInput;
  /** Relative changes (API units), applied to the row's current cells when decided (relative-change.ts). */
  add?: Partial<Record<DiscountCellField, number>>;
}

export type DiscountTableCommand =
  | {
      type: 'SaveDiscounts';
      scope: DiscountScope;
      /** The table revision the edits were made on (-1: the empty table). */
      basedOnRevision: number;
      columns: DiscountTableColumns;
      rows: EditedRowInput[];
    }
  | { type: 'ConfirmDiscountRows'; scope: DiscountScope; carModelIds: string[] }
  /** 'Bestätigung aufheben': rows not confirmed are left alone (a repeated click changes nothing). */
  | { type: 'UnconfirmDiscountRows'; scope: DiscountScope; carModelIds: string[] }
  | { type: 'BulkUpdateDiscounts'; scope: DiscountScope; operationId: string; columns: DiscountTableColumns; rows: BulkRowInput[] }
  | {
      type: 'CopyDiscounts';
      scope: DiscountScope;
      operationId: string;
      sourceScope: { customerGroup: CustomerGroup; bankId: string };
      columns: DiscountTableColumns;
      rows: BulkRowInput[];
    }
  | { type: 'ClearDiscountColumn'; scope: DiscountScope; field: AdditionalDiscountField }
  | ImportDiscountsCommand
  | RestoreDiscountTableCommand
  | DiscountCampaignCommand;

/** One change of a cell, at the table revision that made it. */
export interface CellVersion {
  revision: number;
  value: StoredCellValue;
}

export interface DiscountRow {
  cells: DiscountRowCells;
  /** Every change per cell, oldest first: what a save made on an older revision saw. */
  versions: Readonly<Partial<Record<DiscountCellField, readonly CellVersion[]>>>;
}

export interface DiscountTableState {
  status: 'empty' | 'active';
  /** Revision of the last event folded (-1: no events): the table revision. */
  revision: number;
  rows: ReadonlyMap<string, DiscountRow>;
  /** Rows each bulk operation already wrote, so a retried batch changes nothing twice. */
  operations: ReadonlyMap<string, ReadonlySet<string>>;
  /** Per revision, the cells (`<car model>.<field>`) its event changed: what a save made earlier merges with. */
  changeLog: readonly (readonly string[])[];
  /** Campaigns scheduled on this table, by id (issue 21 item 8). */
  campaigns: ReadonlyMap<string, DiscountCampaign>;
}

/** A cell someone else changed since the save's revision, to a value other than the save's. */
export interface DiscountEditConflict {
  carModelId: string;
  field: DiscountCellField;
  yourValue: StoredCellValue;
  currentValue: StoredCellValue;
  /** Table revision of the change that conflicts; the api looks up who and when. */
  changedAtRevision: number;
}

export const DISCOUNT_EDIT_CONFLICT = 'discount_edit_conflict';
export const DISCOUNT_VALIDATION_FAILED = 'discount_validation_failed';

const EMPTY_ROW: DiscountRow = { cells: {}, versions: {} };

const isConfirmed = (row: DiscountRow) => discountCellOrDefault(row.cells, 'confirmed') === true;

/**
 * A confirmed row whose values change is no longer what was confirmed: the edit clears the
 * confirmation in the same event (unless the same command confirms the row again).
 */
const CLEAR_CONFIRMATION = { field: 'confirmed' as const, oldValue: true, newValue: false };

const initialState = (): DiscountTableState => ({ status: 'empty', revision: -1, rows: new Map(), operations: new Map(), changeLog: [], campaigns: new Map() });

/** Value of a cell as of a table revision (what a client that read that revision saw). */
export function cellValueAt(row: DiscountRow, field: DiscountCellField, revision: number): StoredCellValue {
  const versions = row.versions[field];
  if (!versions) return discountCellOrDefault(row.cells, field);
  let value: StoredCellValue | undefined;
  for (const version of versions) {
    if (version.revision > revision) break;
    value = version.value;
  }
  return value === undefined ? discountCellOrDefault({}, field) : value;
}

export function lastChangeRevision(row: DiscountRow, field: DiscountCellField): number {
  const versions = row.versions[field];
  return versions?.length ? versions[versions.length - 1].revision : -1;
}

/** Distinct cells changed after `revision` anywhere in the table (the save's "merged" count). */
export function cellsChangedSince(state: DiscountTableState, revision: number): number {
  if (revision >= state.revision) return 0;
  const cells = new Set<string>();
  for (const keys of state.changeLog.slice(Math.max(0, revision + 1), state.revision + 1)) for (const key of keys) cells.add(key);
  return cells.size;
}

function applyChanges(
  rows: Map<string, DiscountRow>,
  revision: number,
  changes: readonly { carModelId: string; field: DiscountCellField; newValue: StoredCellValue }[],
): void {
  for (const change of changes) {
    const row = rows.get(change.carModelId) ?? EMPTY_ROW;
    const versions = row.versions[change.field] ?? [];
    rows.set(change.carModelId, {
      cells: { ...row.cells, [change.field]: change.newValue },
      versions: { ...row.versions, [change.field]: [...versions, { revision, value: change.newValue }] },
    });
  }
}

/**
 * The log is append-only, so a new state shares its predecessor's array and appends (copying a
 * log of thousands of revisions on every event would make folding quadratic). Only when the
 * predecessor's array already grew past it (another state was derived from it) is it copied.
 * Readers never look past their own revision.
 */
function appendToLog(previous: DiscountTableState, keys: readonly string[]): readonly (readonly string[])[] {
  const log = previous.changeLog as (readonly string[])[];
  const own = log.length === previous.revision + 1 ? log : log.slice(0, previous.revision + 1);
  own.push(keys);
  return own;
}

function changedKeys(event: DiscountTableEvent): string[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
      return event.data.changes.map((c) => `${c.carModelId}.${c.field}`);
    case 'DiscountRowsConfirmed':
    case 'DiscountRowsUnconfirmed':
      return event.data.carModelIds.map((id) => `${id}.confirmed`);
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((row) => row.changes.map((c) => `${row.carModelId}.${c.field}`));
    default:
      return campaignCellChanges(event).map((c) => `${c.carModelId}.${c.field}`);
  }
}

const flatten = (rows: readonly DiscountRowChange[]) =>
  rows.flatMap((row) => row.changes.map((change) => ({ carModelId: row.carModelId, ...change })));

/** A state under construction: its maps are private to the fold, so events apply in place. */
interface Draft {
  state: DiscountTableState;
  rows: Map<string, DiscountRow>;
  operations: Map<string, ReadonlySet<string>>;
  campaigns: Map<string, DiscountCampaign>;
}

function applyEvent(draft: Draft, event: DiscountTableEvent): void {
  const revision = draft.state.revision + 1;
  draft.state = { ...draft.state, status: 'active', revision, changeLog: appendToLog(draft.state, changedKeys(event)) };
  switch (event.type) {
    case 'DiscountCellsEdited':
      applyChanges(draft.rows, revision, event.data.changes);
      return;
    case 'DiscountRowsConfirmed':
      applyChanges(
        draft.rows,
        revision,
        event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, newValue: true })),
      );
      return;
    case 'DiscountRowsUnconfirmed':
      applyChanges(
        draft.rows,
        revision,
        event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, newValue: false })),
      );
      return;
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied': {
      const done = new Set(draft.operations.get(event.data.operationId) ?? []);
      for (const row of event.data.rows) done.add(row.carModelId);
      draft.operations.set(event.data.operationId, done);
      applyChanges(draft.rows, revision, flatten(event.data.rows));
      return;
    }
    case 'DiscountCampaignScheduled':
    case 'DiscountCampaignStarted':
    case 'DiscountCampaignEnded':
    case 'DiscountCampaignCancelled':
      evolveCampaign(draft.campaigns, event);
      applyChanges(draft.rows, revision, campaignCellChanges(event));
      return;
    default:
      assertNever(event, 'discount table event');
  }
}

/**
 * Folds many events onto a state, copying its row map once rather than once per event (a table
 * of 10,000 rows read from a long stream would otherwise copy the map for every event).
 */
export function evolveAll(state: DiscountTableState, events: readonly DiscountTableEvent[]): DiscountTableState {
  if (!events.length) return state;
  const draft: Draft = { state, rows: new Map(state.rows), operations: new Map(state.operations), campaigns: new Map(state.campaigns) };
  for (const event of events) applyEvent(draft, event);
  return { ...draft.state, rows: draft.rows, operations: draft.operations, campaigns: draft.campaigns };
}

function evolve(state: DiscountTableState, event: DiscountTableEvent): DiscountTableState {
  return evolveAll(state, [event]);
}

function validationError(problems: CellProblem[]): DomainError {
  return invalid(
    DISCOUNT_VALIDATION_FAILED,
    problems.length === 1 ? 'Eine Zelle ist ungültig. Es wurde nichts gespeichert.' : `${problems.length} Zellen sind ungültig. Es wurde nichts gespeichert.`,
    problems,
  );
}

function conflictError(conflicts: DiscountEditConflict[]): DomainError {
  return new DomainError(
    'rule',
    DISCOUNT_EDIT_CONFLICT,
    'Andere haben dieselben Zellen inzwischen geändert. Bitte prüfen Sie die markierten Werte und speichern Sie erneut.',
    conflicts.map((c) => ({
      field: `${c.carModelId}.${c.field}`,
      code: DISCOUNT_EDIT_CONFLICT,
      message: 'Diese Zelle wurde inzwischen von jemand anderem geändert.',
    })),
    { conflicts },
  );
}

/** Converts one cell of a command, or records why it cannot be stored. */
function convertCell(
  carModelId: string,
  field: string,
  raw: unknown,
  columns: DiscountTableColumns,
  problems: CellProblem[],
): { field: DiscountCellField; value: StoredCellValue } | null {
  if (!isDiscountCellField(field) || !columnExists(field, columns)) {
    problems.push(cellProblem(carModelId, field, 'unknown_column'));
    return null;
  }
  const converted = toStoredValue(field, raw);
  if (!converted.ok) {
    problems.push(cellProblem(carModelId, field, converted.code));
    return null;
  }
  return { field, value: converted.value };
}

function decideSave(
  command: Extract<DiscountTableCommand, { type: 'SaveDiscounts' }>,
  state: DiscountTableState,
  at: string,
): DiscountTableEvent[] {
  if (!Number.isInteger(command.basedOnRevision) || command.basedOnRevision < -1 || command.basedOnRevision > state.revision) {
    throw badRequest('discount_revision_unknown', 'Die Tabelle ist nicht mehr aktuell. Bitte laden Sie neu.');
  }
  const since = command.basedOnRevision;
  const problems: CellProblem[] = [];
  const conflicts: DiscountEditConflict[] = [];
  const changes: DiscountCellChange[] = [];
  const confirmations: string[] = [];
  // A row sent twice counts once, its later cells winning, as if the client had merged them.
  const merged = new Map<string, EditedRowInput>();
  for (const row of command.rows) {
    const earlier = merged.get(row.carModelId);
    merged.set(row.carModelId, earlier ? { carModelId: row.carModelId, cells: { ...earlier.cells, ...row.cells }, confirmed: row.confirmed ?? earlier.confirmed } : row);
  }

  for (const input of merged.values()) {
    const row = state.rows.get(input.carModelId) ?? EMPTY_ROW;
    const next: Partial<Record<DiscountCellField, StoredCellValue>> = { ...row.cells };
    const rowChanges: DiscountCellChange[] = [];
    for (const [field, raw] of Object.entries(input.cells)) {
      if (raw === undefined) continue;
      if (field === 'confirmed') {
        problems.push(cellProblem(input.carModelId, field, 'unknown_column', 'Bitte bestätigen Sie Zeilen mit „Bestätigen“.'));
        continue;
      }
      const cell = convertCell(input.carModelId, field, raw, command.columns, problems);
      if (!cell) continue;
      // A row nobody set orderable or not is incomplete (data_missing); choosing "no" is a change.
      const unset = cell.field === 'available' && row.cells.available === undefined;
      const current = unset ? null : discountCellOrDefault(row.cells, cell.field);
      if (cell.value === current) continue;
      if (lastChangeRevision(row, cell.field) > since) {
        // Someone changed this cell after the client read the table. Unchanged by the client:
        // keep theirs (merge). Changed by both to different values: the dealer must decide.
        if (cell.value === cellValueAt(row, cell.field, since)) continue;
        conflicts.push({
          carModelId: input.carModelId,
          field: cell.field,
          yourValue: cell.value,
          currentValue: current,
          changedAtRevision: lastChangeRevision(row, cell.field),
        });
        continue;
      }
      next[cell.field] = cell.value;
      rowChanges.push({ carModelId: input.carModelId, field: cell.field, oldValue: current, newValue: cell.value });
    }
    if (rowChanges.length) problems.push(...rowProblems(input.carModelId, next));
    if (rowChanges.length && isConfirmed(row) && input.confirmed !== true) rowChanges.push({ carModelId: input.carModelId, ...CLEAR_CONFIRMATION });
    changes.push(...rowChanges);
    if (input.confirmed === true && discountCellOrDefault(row.cells, 'confirmed') !== true) confirmations.push(input.carModelId);
  }

  if (problems.length) throw validationError(problems);
  if (conflicts.length) throw conflictError(conflicts);
  const events: DiscountTableEvent[] = [];
  if (changes.length) {
    events.push({ type: 'DiscountCellsEdited', data: { scope: command.scope, basedOnRevision: since, reason: 'save', changes, editedAt: at } });
  }
  if (confirmations.length) events.push({ type: 'DiscountRowsConfirmed', data: { scope: command.scope, carModelIds: confirmations, confirmedAt: at } });
  return events;
}

/** update_all and copy batches: per-cell rules only (a bulk edit may leave rows incomplete). */
function decideBulk(
  command: Extract<DiscountTableCommand, { type: 'BulkUpdateDiscounts' | 'CopyDiscounts' }>,
  state: DiscountTableState,
): DiscountRowChange[] {
  const done = state.operations.get(command.operationId);
  const problems: CellProblem[] = [];
  const rows: DiscountRowChange[] = [];
  const seen = new Set<string>();
  for (const input of command.rows) {
    if (done?.has(input.carModelId) || seen.has(input.carModelId)) continue;
    seen.add(input.carModelId);
    const row = state.rows.get(input.carModelId) ?? EMPTY_ROW;
    const changes: DiscountRowChange['changes'] = [];
    const cells = { ...input.cells, ...relativeCells(input.carModelId, (field) => discountCellOrDefault(row.cells, field), input.add, problems) };
    for (const [field, raw] of Object.entries(cells)) {
      if (raw === undefined) continue;
      const cell = convertCell(input.carModelId, field, raw, command.columns, problems);
      if (!cell) continue;
      const current = discountCellOrDefault(row.cells, cell.field);
      if (cell.value !== current) changes.push({ field: cell.field, oldValue: current, newValue: cell.value });
    }
    if (changes.length && isConfirmed(row) && input.cells.confirmed === undefined) changes.push(CLEAR_CONFIRMATION);
    if (changes.length) rows.push({ carModelId: input.carModelId, changes });
  }
  if (problems.length) throw validationError(problems);
  return rows;
}

function decide(command: DiscountTableCommand, state: DiscountTableState, context: DecisionContext): DiscountTableEvent[] {
  const at = context.now.toISOString();
  switch (command.type) {
    case 'RestoreDiscountTable':
      return decideRestore(command, state, context);
    case 'ScheduleDiscountCampaign':
    case 'StartDiscountCampaign':
    case 'EndDiscountCampaign':
    case 'CancelDiscountCampaign':
      return decideCampaign(command, state, context);
    case 'SaveDiscounts':
      return decideSave(command, state, at);
    case 'ConfirmDiscountRows': {
      const carModelIds = [...new Set(command.carModelIds)].filter(
        (id) => discountCellOrDefault((state.rows.get(id) ?? EMPTY_ROW).cells, 'confirmed') !== true,
      );
      return carModelIds.length ? [{ type: 'DiscountRowsConfirmed', data: { scope: command.scope, carModelIds, confirmedAt: at } }] : [];
    }
    case 'UnconfirmDiscountRows': {
      const carModelIds = [...new Set(command.carModelIds)].filter((id) => isConfirmed(state.rows.get(id) ?? EMPTY_ROW));
      return carModelIds.length ? [{ type: 'DiscountRowsUnconfirmed', data: { scope: command.scope, carModelIds, unconfirmedAt: at } }] : [];
    }
    case 'BulkUpdateDiscounts': {
      const rows = decideBulk(command, state);
      return rows.length ? [{ type: 'DiscountsBulkUpdated', data: { scope: command.scope, operationId: command.operationId, rows, updatedAt: at } }] : [];
    }
    case 'CopyDiscounts': {
      const { scope, sourceScope } = command;
      assertCopyFromOtherTable(scope, sourceScope);
      const rows = decideBulk(command, state);
      return rows.length
        ? [{ type: 'DiscountsCopied', data: { scope, operationId: command.operationId, sourceScope, rows, copiedAt: at } }]
        : [];
    }
    case 'ClearDiscountColumn': {
      if (!ADDITIONAL_DISCOUNT_FIELDS.includes(command.field)) throw badRequest('discount_column_unknown', 'Diese Spalte gibt es nicht.');
      const changes: DiscountCellChange[] = [];
      for (const [carModelId, row] of state.rows) {
        const value = discountCellOrDefault(row.cells, command.field);
        if (value !== null) changes.push({ carModelId, field: command.field, oldValue: value, newValue: null });
      }
      return changes.length
        ? [{ type: 'DiscountCellsEdited', data: { scope: command.scope, basedOnRevision: state.revision, reason: 'column_removed', changes, editedAt: at } }]
        : [];
    }
    case 'ImportDiscounts':
      return decideImport(command, state, at);
    default:
      return assertNever(command, 'discount table command');
  }
}

export const discountTableDecider: Decider<DiscountTableState, DiscountTableCommand, DiscountTableEvent> = { initialState, evolve, decide, evolveAll };

/** Whether any row holds a value in an additional column (spec 4.8 column_checker). */
export function columnHoldsData(state: DiscountTableState, field: AdditionalDiscountField): boolean {
  for (const row of state.rows.values()) if (discountCellOrDefault(row.cells, field) !== null) return true;
  return false;
}

/** A copy reads another table of the same dealer and brand: another customer group or bank (400 otherwise). */
export function assertCopyFromOtherTable(
  target: { customerGroup: CustomerGroup; bankId: string },
  source: { customerGroup: CustomerGroup; bankId: string },
): void {
  if (source.customerGroup === target.customerGroup && source.bankId === target.bankId) {
    throw badRequest('discount_copy_same_scope', 'Bitte wählen Sie eine andere Kundengruppe oder Bank als Quelle.');
  }
}
