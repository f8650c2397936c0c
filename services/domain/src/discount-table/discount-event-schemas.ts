import { CUSTOMER_GROUPS, DELIVERY_TIME_BANDS, discountCellKind, isDiscountCellField, isRelativeDiscountField, isUuid } from '@autoleasing/contracts';
import { type StoredCellValue } from './discount-cells';
import type { DiscountLayoutEvent, DiscountTableEvent } from './discount-table.events';

/**
 * Schema checks of the discount events, for the EventTypeRegistry of every process that appends
 * them (api, worker): exactly these fields and no others, values in stored units. Pure, so the
 * api and the worker register the same rules (`registry.register({ type, schemaVersion: 1, validate })`).
 */
type Check = (value: unknown, path: string, problems: string[]) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const check =
  (ok: (v: unknown) => boolean): Check =>
  (value, path, problems) => {
    if (!ok(value)) problems.push(`${path} is missing or invalid`);
  };
const uuid = check(isUuid);
const isoTime = check((v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
const group = check((v) => typeof v === 'string' && (CUSTOMER_GROUPS as readonly string[]).includes(v));
const bool = check((v) => typeof v === 'boolean');
const revision = check((v) => Number.isInteger(v) && (v as number) >= -1);
const columns = check((v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5);
const oneOf = (values: readonly string[]) => check((v) => typeof v === 'string' && values.includes(v));
/** A key that may be absent; when present it must pass `inner`. */
const optional =
  (inner: Check): Check =>
  (value, path, problems) => {
    if (value !== undefined) inner(value, path, problems);
  };
const text = check((v) => typeof v === 'string' && v.length > 0 && v.length <= 200);

function shape(fields: Record<string, Check>): Check {
  return (value, path, problems) => {
    if (!isObject(value)) {
      problems.push(`${path || 'data'} must be an object`);
      return;
    }
    for (const [key, fieldCheck] of Object.entries(fields)) fieldCheck(value[key], path ? `${path}.${key}` : key, problems);
    for (const key of Object.keys(value)) if (!(key in fields)) problems.push(`${path ? `${path}.` : ''}${key} is not allowed`);
  };
}

function list(item: Check, min = 0): Check {
  return (value, path, problems) => {
    if (!Array.isArray(value) || value.length < min) {
      problems.push(`${path} must be a list${min ? ` of at least ${min}` : ''}`);
      return;
    }
    value.forEach((entry, index) => item(entry, `${path}[${index}]`, problems));
  };
}

function storedValueFits(field: unknown, value: unknown): boolean {
  if (!isDiscountCellField(field)) return false;
  if (value === null) return true;
  const kind = discountCellKind(field);
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'delivery_time') return typeof value === 'string' && (DELIVERY_TIME_BANDS as readonly string[]).includes(value);
  return Number.isSafeInteger(value);
}

/** field, oldValue and newValue, each value fitting its field's kind. */
function cellChange(withCarModel: boolean): Check {
  const fields: Record<string, Check> = { field: check(isDiscountCellField), oldValue: () => undefined, newValue: () => undefined };
  if (withCarModel) fields.carModelId = uuid;
  const base = shape(fields);
  return (value, path, problems) => {
    base(value, path, problems);
    if (!isObject(value) || !isDiscountCellField(value.field)) return;
    for (const key of ['oldValue', 'newValue'] as const) {
      if (!(key in value) || !storedValueFits(value.field, value[key] as StoredCellValue)) problems.push(`${path}.${key} does not fit ${value.field}`);
    }
  };
}

const scope = shape({ dealerId: uuid, customerGroup: group, bankId: uuid, manufacturerId: uuid });
const rowChange = shape({ carModelId: uuid, changes: list(cellChange(false), 1) });

const SCHEMAS: Record<DiscountTableEvent['type'] | DiscountLayoutEvent['type'], Check> = {
  DiscountCellsEdited: shape({
    scope,
    basedOnRevision: revision,
    reason: oneOf(['save', 'column_removed', 'import', 'restore']),
    restoredFrom: optional(isoTime),
    changes: list(cellChange(true), 1),
    editedAt: isoTime,
    fileName: optional(text),
    operationId: optional(text),
  }),
  DiscountRowsConfirmed: shape({ scope, carModelIds: list(uuid, 1), confirmedAt: isoTime }),
  DiscountRowsUnconfirmed: shape({ scope, carModelIds: list(uuid, 1), unconfirmedAt: isoTime }),
  DiscountsBulkUpdated: shape({ scope, operationId: text, rows: list(rowChange, 1), updatedAt: isoTime }),
  DiscountsCopied: shape({
    scope,
    operationId: text,
    sourceScope: shape({ customerGroup: group, bankId: uuid }),
    rows: list(rowChange, 1),
    copiedAt: isoTime,
  }),
  DiscountCampaignScheduled: shape({
    scope,
    campaignId: uuid,
    carModelIds: list(uuid, 1),
    field: check((v) => isDiscountCellField(v) && isRelativeDiscountField(v)),
    value: check((v) => Number.isSafeInteger(v)),
    validFrom: isoTime,
    validUntil: isoTime,
    scheduledAt: isoTime,
  }),
  DiscountCampaignStarted: shape({ scope, campaignId: uuid, changes: list(cellChange(true)), startedAt: isoTime }),
  DiscountCampaignEnded: shape({ scope, campaignId: uuid, changes: list(cellChange(true)), endedAt: isoTime }),
  DiscountCampaignCancelled: shape({ scope, campaignId: uuid, changes: list(cellChange(true)), cancelledAt: isoTime }),
  DiscountLayoutChanged: shape({
    dealerId: uuid,
    manufacturerId: uuid,
    previousNumber: columns,
    numberAdditionalDiscounts: columns,
    removing: bool,
    changedAt: isoTime,
  }),
};

/** Event type → validate(data) returning the problems found (empty = valid). Schema version 1. */
export const DISCOUNT_EVENT_SCHEMAS: ReadonlyArray<{ type: string; schemaVersion: 1; validate: (data: unknown) => string[] }> = Object.entries(
  SCHEMAS,
).map(([type, schema]) => ({
  type,
  schemaVersion: 1 as const,
  validate: (data: unknown) => {
    const problems: string[] = [];
    schema(data, '', problems);
    return problems;
  },
}));
