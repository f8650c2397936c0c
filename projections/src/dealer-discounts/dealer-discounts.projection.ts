import { CENTS_DISCOUNT_FIELDS, DISCOUNT_CELL_FIELDS, type DiscountCellField, discountSum, discountRowState, type DiscountRowCells } from '@autoleasing/contracts';
import { campaignCellChanges, DISCOUNT_TABLE_EVENT_TYPES, type DiscountLayoutEvent, type DiscountScope, type DiscountTableEvent, type StoredCellValue } from '@autoleasing/domain';
import type { RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { createDealerDiscountTables, DEALER_DISCOUNT_TABLES, dealerDiscountRowsStatistics } from './dealer-discounts.tables';

export const DEALER_DISCOUNT_EVENT_TYPES = [...DISCOUNT_TABLE_EVENT_TYPES, 'DiscountLayoutChanged'] as const satisfies readonly (DiscountTableEvent | DiscountLayoutEvent)['type'][];

type Event = DiscountTableEvent | DiscountLayoutEvent;

/** Cell fields are also the column names of dealer_discount_rows. */
const CELL_COLUMNS: readonly DiscountCellField[] = DISCOUNT_CELL_FIELDS;
const MONEY_COLUMNS = new Set<string>(CENTS_DISCOUNT_FIELDS);

/** Who changed a cell last (the row's cell_editors column). */
export interface CellEditor {
  user_id: string;
  role: string;
  acting_for_dealer_id: string | null;
  at: string;
}

interface RowWork {
  scope: DiscountScope;
  carModelId: string;
  cells: Partial<Record<DiscountCellField, StoredCellValue>>;
  /** The editors of the cells this batch changed: merged into the stored cell_editors by the upsert. */
  editors: Record<string, CellEditor>;
  revision: number;
  updatedAt: string;
  userId: string;
  role: string;
}

interface HistoryRow {
  event_id: string;
  seq: number;
  position: string;
  kind: 'edit' | 'confirm' | 'update_all' | 'copy' | 'layout' | 'import' | 'restore' | 'campaign_scheduled' | 'campaign_started' | 'campaign_ended' | 'campaign_cancelled';
  dealer_id: string;
  customer_group: string | null;
  bank_id: string | null;
  manufacturer_id: string;
  car_model_id: string | null;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  user_id: string;
  role: string;
  acting_for_dealer_id: string | null;
  operation_id: string | null;
  source_customer_group: string | null;
  source_bank_id: string | null;
  /** The uploaded file of an import (kind 'import'). */
  file_name: string | null;
  /** The moment a restore brought back (kind restore), else null. */
  restored_from: string | null;
  /** Campaign events: the campaign and its validity (scheduling rows carry the validity). */
  campaign_id: string | null;
  valid_from: string | null;
  valid_until: string | null;
  occurred_at: string;
}

const HISTORY_COLUMNS: readonly (keyof HistoryRow)[] = [
  'event_id',
  'seq',
  'position',
  'kind',
  'dealer_id',
  'customer_group',
  'bank_id',
  'manufacturer_id',
  'car_model_id',
  'field',
  'old_value',
  'new_value',
  'user_id',
  'role',
  'acting_for_dealer_id',
  'operation_id',
  'source_customer_group',
  'source_bank_id',
  'file_name',
  'restored_from',
  'campaign_id',
  'valid_from',
  'valid_until',
  'occurred_at',
];

const HISTORY_COLUMN_TYPES: Record<keyof HistoryRow, string> = {
  event_id: 'uuid',
  seq: 'int',
  position: 'numeric',
  kind: 'text',
  dealer_id: 'uuid',
  customer_group: 'text',
  bank_id: 'uuid',
  manufacturer_id: 'uuid',
  car_model_id: 'uuid',
  field: 'text',
  old_value: 'jsonb',
  new_value: 'jsonb',
  user_id: 'text',
  role: 'text',
  acting_for_dealer_id: 'text',
  operation_id: 'text',
  source_customer_group: 'text',
  source_bank_id: 'uuid',
  file_name: 'text',
  restored_from: 'timestamptz',
  campaign_id: 'uuid',
  valid_from: 'timestamptz',
  valid_until: 'timestamptz',
  occurred_at: 'timestamptz',
};

const rowKey = (scope: DiscountScope, carModelId: string) => `${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${scope.manufacturerId}|${carModelId}`;
const scopeKey = (scope: DiscountScope) => `${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${scope.manufacturerId}`;

/** Columns of a row as PostgreSQL returns them (bigint as text) → stored cell values. */
function cellsFromDb(record: Record<string, unknown>): Partial<Record<DiscountCellField, StoredCellValue>> {
  const cells: Partial<Record<DiscountCellField, StoredCellValue>> = {};
  for (const column of CELL_COLUMNS) {
    const value = record[column];
    if (value === null || value === undefined) continue;
    cells[column] = MONEY_COLUMNS.has(column) ? Number(value) : (value as StoredCellValue);
  }
  return cells;
}

/**
 * Rows of a batch's scopes: one statement per table scope (a batch almost always touches one),
 * the car models as an array on the primary key. A join of all five key columns against an
 * unnest of key arrays let the planner guess one row per key and pick the state index, scanning
 * the whole scope once per key: 10 s for the 1,500 rows of three update_all events.
 */
async function loadRows(
  tx: ProjectionTx,
  keys: { scope: DiscountScope; carModelId: string }[],
): Promise<Map<string, { cells: DiscountRowCells }>> {
  const found = new Map<string, { cells: DiscountRowCells }>();
  const byScope = new Map<string, { scope: DiscountScope; carModelIds: string[] }>();
  for (const { scope, carModelId } of keys) {
    const entry = byScope.get(scopeKey(scope)) ?? { scope, carModelIds: [] };
    entry.carModelIds.push(carModelId);
    byScope.set(scopeKey(scope), entry);
  }
  for (const { scope, carModelIds } of byScope.values()) {
    const { rows } = await tx.query(
      `SELECT r.car_model_id, ${CELL_COLUMNS.map((c) => `r.${c}`).join(', ')} FROM dealer_discount_rows r
        WHERE r.dealer_id = $1 AND r.customer_group = $2 AND r.bank_id = $3 AND r.manufacturer_id = $4 AND r.car_model_id = ANY($5::uuid[])`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, carModelIds],
    );
    for (const record of rows as Record<string, unknown>[]) {
      found.set(rowKey(scope, record.car_model_id as string), { cells: cellsFromDb(record) });
    }
  }
  return found;
}

/** The cell changes an event makes, in order, with the history kind. */
function cellChangesOf(event: DiscountTableEvent): { carModelId: string; field: DiscountCellField; oldValue: StoredCellValue; newValue: StoredCellValue }[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
      return event.data.changes;
    case 'DiscountRowsConfirmed':
      return event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, oldValue: false, newValue: true }));
    case 'DiscountRowsUnconfirmed':
      return event.data.carModelIds.map((carModelId) => ({ carModelId, field: 'confirmed' as const, oldValue: true, newValue: false }));
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((row) => row.changes.map((change) => ({ carModelId: row.carModelId, ...change })));
    default:
      return [...campaignCellChanges(event)];
  }
}

const KIND: Record<DiscountTableEvent['type'], HistoryRow['kind']> = {
  DiscountCellsEdited: 'edit',
  DiscountRowsConfirmed: 'confirm',
  // Withdrawing is audited as a confirmation change (true → false); the history's kinds stay as they are.
  DiscountRowsUnconfirmed: 'confirm',
  DiscountsBulkUpdated: 'update_all',
  DiscountsCopied: 'copy',
  DiscountCampaignScheduled: 'campaign_scheduled',
  DiscountCampaignStarted: 'campaign_started',
  DiscountCampaignEnded: 'campaign_ended',
  DiscountCampaignCancelled: 'campaign_cancelled',
};

async function insertInChunks<T>(tx: ProjectionTx, rows: T[], perStatement: number, write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += perStatement) await write(rows.slice(i, i + perStatement));
  void tx;
}

/**
 * The dealer discount table as the screen reads it (spec 3.11): rows per scope with their status
 * dot and discount sum, the revision each scope's rows reflect, the layouts and one history row
 * per cell change with who, for whom and by which operation. A batch reads the touched rows once,
 * folds every event of the batch in memory and writes each row once, so an update_all batch of
 * 500 rows costs a few statements. All writes are "set to" or keyed inserts: replaying a batch
 * gives the same tables.
 */
export const dealerDiscountsProjection: Projection = {
  name: 'dealer-discounts',
  eventTypes: DEALER_DISCOUNT_EVENT_TYPES,
  tables: DEALER_DISCOUNT_TABLES,
  createTables: createDealerDiscountTables,
  async afterSwap(tx: ProjectionTx): Promise<void> {
    await tx.query(dealerDiscountRowsStatistics('public'));
  },
  async apply(recorded: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const events = recorded.map((meta) => ({ event: { type: meta.type, data: meta.data } as Event, meta }));
    const batch: BatchWrites = { existing: await loadRows(tx, touchedRows(events)), rows: new Map(), scopes: new Map(), layouts: new Map(), history: [], campaigns: [] };
    for (const { event, meta } of events) foldEvent(batch, event, meta);
    await writeCampaigns(tx, batch.campaigns);
    if (fitsOneStatement(batch)) await writeInOneStatement(tx, batch);
    else await writeInChunks(tx, batch);
  },
};

interface BatchEvent {
  event: Event;
  meta: RecordedEvent;
}

/** What a batch writes, folded in memory from its events in order. */
interface BatchWrites {
  /** The stored rows the batch touches, read once before folding. */
  existing: Map<string, { cells: DiscountRowCells }>;
  rows: Map<string, RowWork>;
  scopes: Map<string, { scope: DiscountScope; revision: number; updatedAt: string }>;
  layouts: Map<string, { dealerId: string; manufacturerId: string; number: number; updatedAt: string }>;
  history: HistoryRow[];
  campaigns: CampaignWrite[];
}

/** The rows whose cells the batch changes. */
function touchedRows(events: BatchEvent[]): { scope: DiscountScope; carModelId: string }[] {
  const keys = new Map<string, { scope: DiscountScope; carModelId: string }>();
  for (const { event } of events) {
    if (event.type === 'DiscountLayoutChanged') continue;
    for (const change of cellChangesOf(event)) keys.set(rowKey(event.data.scope, change.carModelId), { scope: event.data.scope, carModelId: change.carModelId });
  }
  return [...keys.values()];
}

type HistoryBase = Pick<HistoryRow, 'event_id' | 'position' | 'user_id' | 'role' | 'acting_for_dealer_id' | 'occurred_at'>;

/** Who did it and when: the same on every history row of one event. */
function historyBase(meta: RecordedEvent): HistoryBase {
  const actor = meta.metadata.actor;
  return {
    event_id: meta.id,
    position: meta.position.toString(),
    user_id: actor.userId,
    role: actor.role,
    acting_for_dealer_id: actor.actingForDealerId ?? null,
    occurred_at: meta.metadata.occurredAt,
  };
}

/** The history columns only some kinds of change fill. */
const NO_HISTORY_DETAILS = {
  operation_id: null,
  source_customer_group: null,
  source_bank_id: null,
  file_name: null,
  restored_from: null,
  campaign_id: null,
  valid_from: null,
  valid_until: null,
} as const satisfies Partial<HistoryRow>;

const scopeColumns = (scope: DiscountScope) => ({ dealer_id: scope.dealerId, customer_group: scope.customerGroup, bank_id: scope.bankId, manufacturer_id: scope.manufacturerId });

function foldEvent(batch: BatchWrites, event: Event, meta: RecordedEvent): void {
  if (event.type === 'DiscountLayoutChanged') return foldLayoutChange(batch, event, meta);
  const scope = event.data.scope;
  batch.scopes.set(scopeKey(scope), { scope, revision: Number(meta.revision), updatedAt: meta.metadata.occurredAt });
  if (event.type === 'DiscountCampaignScheduled') return foldCampaignScheduled(batch, event, meta);
  const campaignId = 'campaignId' in event.data ? event.data.campaignId : null;
  if (campaignId) batch.campaigns.push({ campaign_id: campaignId, status: CAMPAIGN_STATUS[event.type as keyof typeof CAMPAIGN_STATUS], updated_at: meta.metadata.occurredAt });
  foldCellChanges(batch, event, meta, campaignId);
}

function foldLayoutChange(batch: BatchWrites, event: DiscountLayoutEvent, meta: RecordedEvent): void {
  const { dealerId, manufacturerId } = event.data;
  batch.layouts.set(`${dealerId}|${manufacturerId}`, { dealerId, manufacturerId, number: event.data.numberAdditionalDiscounts, updatedAt: meta.metadata.occurredAt });
  batch.history.push({
    ...historyBase(meta),
    ...NO_HISTORY_DETAILS,
    seq: 0,
    kind: 'layout',
    dealer_id: dealerId,
    customer_group: null,
    bank_id: null,
    manufacturer_id: manufacturerId,
    car_model_id: null,
    field: 'number_additional_discounts',
    old_value: JSON.stringify(event.data.previousNumber),
    new_value: JSON.stringify(event.data.numberAdditionalDiscounts),
  });
}

/** Who scheduled what for when: one audit row per car, the value it will get and the validity. */
function foldCampaignScheduled(batch: BatchWrites, event: Extract<DiscountTableEvent, { type: 'DiscountCampaignScheduled' }>, meta: RecordedEvent): void {
  const { data } = event;
  batch.campaigns.push(scheduledCampaign(data, meta));
  const base = historyBase(meta);
  data.carModelIds.forEach((carModelId, seq) =>
    batch.history.push({
      ...base,
      ...NO_HISTORY_DETAILS,
      ...scopeColumns(data.scope),
      seq,
      kind: 'campaign_scheduled',
      car_model_id: carModelId,
      field: data.field,
      old_value: null,
      new_value: JSON.stringify(data.value),
      campaign_id: data.campaignId,
      valid_from: data.validFrom,
      valid_until: data.validUntil,
    }),
  );
}

/** The history details of a cell change: the operation, copy source, import file or restore point. */
function cellChangeDetails(event: DiscountTableEvent, campaignId: string | null) {
  const operationId = event.type === 'DiscountsBulkUpdated' || event.type === 'DiscountsCopied' ? event.data.operationId : null;
  const source = event.type === 'DiscountsCopied' ? event.data.sourceScope : null;
  const imported = event.type === 'DiscountCellsEdited' && event.data.reason === 'import' ? event.data : null;
  const restoredFrom = event.type === 'DiscountCellsEdited' && event.data.reason === 'restore' ? (event.data.restoredFrom ?? null) : null;
  return {
    kind: imported ? 'import' : restoredFrom ? 'restore' : KIND[event.type],
    operation_id: operationId ?? imported?.operationId ?? null,
    source_customer_group: source?.customerGroup ?? null,
    source_bank_id: source?.bankId ?? null,
    file_name: imported?.fileName ?? null,
    restored_from: restoredFrom,
    campaign_id: campaignId,
    valid_from: null,
    valid_until: null,
  } satisfies Partial<HistoryRow>;
}

/** Each changed cell lands on its row (read from the table once) and gets a history row. */
function foldCellChanges(batch: BatchWrites, event: DiscountTableEvent, meta: RecordedEvent, campaignId: string | null): void {
  const { scope } = event.data;
  const actor = meta.metadata.actor;
  const revision = Number(meta.revision);
  const base = historyBase(meta);
  const details = cellChangeDetails(event, campaignId);
  cellChangesOf(event).forEach((change, seq) => {
    const row = rowToWrite(batch, scope, change.carModelId, revision);
    row.cells[change.field] = change.newValue;
    row.editors[change.field] = { user_id: actor.userId, role: actor.role, acting_for_dealer_id: actor.actingForDealerId ?? null, at: meta.metadata.occurredAt };
    row.revision = revision;
    row.updatedAt = meta.metadata.occurredAt;
    row.userId = actor.userId;
    row.role = actor.role;
    batch.history.push({
      ...base,
      ...details,
      ...scopeColumns(scope),
      seq,
      car_model_id: change.carModelId,
      field: change.field,
      old_value: JSON.stringify(change.oldValue),
      new_value: JSON.stringify(change.newValue),
    });
  });
}

function rowToWrite(batch: BatchWrites, scope: DiscountScope, carModelId: string, revision: number): RowWork {
  const key = rowKey(scope, carModelId);
  let row = batch.rows.get(key);
  if (!row) {
    const stored = batch.existing.get(key);
    row = { scope, carModelId, cells: { ...(stored?.cells ?? {}) }, editors: {}, revision, updatedAt: '', userId: '', role: '' };
    batch.rows.set(key, row);
  }
  return row;
}

const fitsOneStatement = ({ rows, history, scopes, layouts }: BatchWrites) =>
  rows.size > 0 && rows.size <= ROWS_PER_STATEMENT && history.length <= HISTORY_PER_STATEMENT && scopes.size === 1 && layouts.size === 0;

/**
 * The usual batch (a save, or update_all events of 500 rows): rows, the scope's revision and
 * the history go in as ONE statement (data-modifying CTEs), two round trips fewer inside the
 * transaction a save's read-your-writes waits for. Larger batches write in chunks.
 */
async function writeInOneStatement(tx: ProjectionTx, batch: BatchWrites): Promise<void> {
  const [{ scope, revision, updatedAt }] = batch.scopes.values();
  const params: unknown[] = [];
  const rowsSql = rowsStatement([...batch.rows.values()], params);
  const p = (value: unknown) => `$${params.push(value)}`;
  const scopeSql = `INSERT INTO dealer_discount_scopes (dealer_id, customer_group, bank_id, manufacturer_id, revision, updated_at)
         VALUES (${p(scope.dealerId)}::uuid, ${p(scope.customerGroup)}, ${p(scope.bankId)}::uuid, ${p(scope.manufacturerId)}::uuid, ${p(revision)}::int, ${p(updatedAt)}::timestamptz)
         ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id) DO UPDATE SET revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at`;
  const historySql = historyStatement(batch.history, params);
  await tx.query(`WITH written_rows AS (${rowsSql} RETURNING 1), written_scope AS (${scopeSql} RETURNING 1) ${historySql}`, params);
}

async function writeInChunks(tx: ProjectionTx, batch: BatchWrites): Promise<void> {
  await insertInChunks(tx, [...batch.rows.values()], ROWS_PER_STATEMENT, async (chunk) => {
    const params: unknown[] = [];
    await tx.query(rowsStatement(chunk, params), params);
  });
  for (const { scope, revision, updatedAt } of batch.scopes.values()) {
    await tx.query(
      `INSERT INTO dealer_discount_scopes (dealer_id, customer_group, bank_id, manufacturer_id, revision, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id) DO UPDATE SET revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, revision, updatedAt],
    );
  }
  for (const layout of batch.layouts.values()) {
    await tx.query(
      `INSERT INTO dealer_discount_layouts (dealer_id, manufacturer_id, number_additional_discounts, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (dealer_id, manufacturer_id) DO UPDATE SET number_additional_discounts = EXCLUDED.number_additional_discounts, updated_at = EXCLUDED.updated_at`,
      [layout.dealerId, layout.manufacturerId, layout.number, layout.updatedAt],
    );
  }
  await insertInChunks(tx, batch.history, HISTORY_PER_STATEMENT, async (chunk) => {
    const params: unknown[] = [];
    await tx.query(historyStatement(chunk, params), params);
  });
}

/** A campaign as discount_campaigns holds it: a full row when scheduled, a status change after. */
type CampaignWrite =
  | { campaign_id: string; status: 'active' | 'ended' | 'cancelled'; updated_at: string }
  | (Record<string, unknown> & { campaign_id: string; status: 'scheduled' });

const CAMPAIGN_STATUS = {
  DiscountCampaignStarted: 'active',
  DiscountCampaignEnded: 'ended',
  DiscountCampaignCancelled: 'cancelled',
} as const;

function scheduledCampaign(data: Extract<DiscountTableEvent, { type: 'DiscountCampaignScheduled' }>['data'], meta: RecordedEvent): CampaignWrite {
  const { scope } = data;
  return {
    campaign_id: data.campaignId,
    dealer_id: scope.dealerId,
    customer_group: scope.customerGroup,
    bank_id: scope.bankId,
    manufacturer_id: scope.manufacturerId,
    car_model_ids: data.carModelIds,
    field: data.field,
    value: data.value,
    valid_from: data.validFrom,
    valid_until: data.validUntil,
    status: 'scheduled',
    scheduled_by_user_id: meta.metadata.actor.userId,
    scheduled_by_role: meta.metadata.actor.role,
    scheduled_at: meta.metadata.occurredAt,
    updated_at: meta.metadata.occurredAt,
  };
}

/** Campaign rows in event order: an insert per scheduling (replays keep it), a status per boundary. */
async function writeCampaigns(tx: ProjectionTx, campaigns: CampaignWrite[]): Promise<void> {
  for (const campaign of campaigns) {
    if (campaign.status === 'scheduled') {
      const columns = Object.keys(campaign);
      await tx.query(
        `INSERT INTO discount_campaigns (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (campaign_id) DO NOTHING`,
        columns.map((column) => campaign[column]),
      );
    } else {
      await tx.query('UPDATE discount_campaigns SET status = $2, updated_at = $3 WHERE campaign_id = $1', [campaign.campaign_id, campaign.status, campaign.updated_at]);
    }
  }
}

const ROWS_PER_STATEMENT = 5000;
const HISTORY_PER_STATEMENT = 10_000;

/** History rows as one array per column (unnest), numbered after the parameters already in `params`. */
function historyStatement(rows: HistoryRow[], params: unknown[]): string {
  const arrays = HISTORY_COLUMNS.map((column) => `$${params.push(rows.map((row) => row[column]))}::${HISTORY_COLUMN_TYPES[column]}[]`).join(', ');
  return `INSERT INTO dealer_discount_history (${HISTORY_COLUMNS.join(', ')}) SELECT * FROM unnest(${arrays}) ON CONFLICT (event_id, seq) DO NOTHING`;
}

const ROW_COLUMNS = [
  'dealer_id',
  'customer_group',
  'bank_id',
  'manufacturer_id',
  'car_model_id',
  ...CELL_COLUMNS,
  'state',
  'discount_sum',
  'revision',
  'updated_at',
  'updated_by_user_id',
  'updated_by_role',
  'cell_editors',
] as const;

/** All five additional and both collected columns count: removed columns were cleared. */
const ALL_COLUMNS = { additionalDiscounts: 5, collectedDiscounts: 2 };

/** PostgreSQL type of each written column: rows go in as one array per column (unnest). */
const ROW_COLUMN_TYPES: Record<(typeof ROW_COLUMNS)[number], string> = {
  dealer_id: 'uuid',
  customer_group: 'text',
  bank_id: 'uuid',
  manufacturer_id: 'uuid',
  car_model_id: 'uuid',
  base_discount: 'int',
  additional_discounts_0: 'int',
  additional_discounts_1: 'int',
  additional_discounts_2: 'int',
  additional_discounts_3: 'int',
  additional_discounts_4: 'int',
  collected_discounts_0: 'int',
  collected_discounts_1: 'int',
  order_absolute_bonus_cents: 'bigint',
  bafa_manufacturer_included: 'boolean',
  factory_delivery_cents: 'bigint',
  dealer_delivery_cents: 'bigint',
  delivery_time: 'text',
  stock_discount_offset: 'int',
  stock_absolute_bonus_cents: 'bigint',
  available: 'boolean',
  confirmed: 'boolean',
  state: 'text',
  discount_sum: 'int',
  revision: 'int',
  updated_at: 'timestamptz',
  updated_by_user_id: 'text',
  updated_by_role: 'text',
  cell_editors: 'jsonb',
};

/**
 * Column arrays instead of a VALUES list: a batch of 1,000 rows is 29 parameters rather than
 * 29,000, which PostgreSQL parses and plans far faster (an update_all batch writes 500 rows).
 * The upsert of `rows`, numbered after the parameters already in `params`.
 */
function rowsStatement(rows: RowWork[], params: unknown[]): string {
  // cell_editors carries only the batch's editors: merged below, the stored ones never travel (2,000 rows: ~2 MB of JSON each way).
  const updates = ROW_COLUMNS.slice(5, -1)
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const columns: unknown[][] = ROW_COLUMNS.map(() => []);
  for (const row of rows) {
    const values: unknown[] = [row.scope.dealerId, row.scope.customerGroup, row.scope.bankId, row.scope.manufacturerId, row.carModelId];
    for (const column of CELL_COLUMNS) {
      const value = row.cells[column];
      values.push(value === undefined ? (column === 'bafa_manufacturer_included' || column === 'confirmed' ? false : null) : value);
    }
    values.push(discountRowState(row.cells), discountSum(row.cells, ALL_COLUMNS), row.revision, row.updatedAt, row.userId, row.role, JSON.stringify(row.editors));
    values.forEach((value, index) => columns[index].push(value));
  }
  const arrays = ROW_COLUMNS.map((column, index) => `$${params.push(columns[index])}::${ROW_COLUMN_TYPES[column]}[]`).join(', ');
  return `INSERT INTO dealer_discount_rows (${ROW_COLUMNS.join(', ')}) SELECT * FROM unnest(${arrays})
     ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id) DO UPDATE SET ${updates},
        cell_editors = dealer_discount_rows.cell_editors || EXCLUDED.cell_editors`;
}
