import type { CustomerGroup, DiscountCellField } from '@autoleasing/contracts';
import type { DomainEvent } from '../shared/decider';
import type { StoredCellValue } from './discount-cells';

/**
 * One dealer's discounts for one customer group, bank and brand. The scope is repeated in every
 * event's data so projections need not parse stream ids (uuids contain dashes).
 */
export interface DiscountScope {
  dealerId: string;
  customerGroup: CustomerGroup;
  bankId: string;
  manufacturerId: string;
}

/**
 * Stream granularity as in DESIGN.md: one stream per table scope. A save, a confirmation or a
 * bulk batch touches exactly one scope, so one stream gives optimistic concurrency per table (two
 * dealers' staff editing different banks never collide) and the stream revision is the table
 * revision a save is made on (no lost edits). A stream per row would make a 50-cell save 50
 * appends without one revision to merge against; a stream per dealer would serialise all banks.
 */
export const discountTableStreamId = (scope: DiscountScope) =>
  `discountTable-${scope.dealerId}-${scope.customerGroup}-${scope.bankId}-${scope.manufacturerId}`;

/**
 * Additional discount columns are chosen per dealer and brand, for all groups and banks alike
 * (spec 7.1: discount_layouts takes only manufacturer_id), hence a stream of their own.
 */
export const discountLayoutStreamId = (dealerId: string, manufacturerId: string) => `discountLayout-${dealerId}-${manufacturerId}`;

/** One cell change; values in stored units (percent in hundredths, money in cents). */
export interface DiscountCellChange {
  carModelId: string;
  field: DiscountCellField;
  oldValue: StoredCellValue;
  newValue: StoredCellValue;
}

/** The changes of one row within a bulk operation. */
export interface DiscountRowChange {
  carModelId: string;
  changes: { field: DiscountCellField; oldValue: StoredCellValue; newValue: StoredCellValue }[];
}

export type DiscountCellsEdited = DomainEvent<
  'DiscountCellsEdited',
  {
    scope: DiscountScope;
    /** Table revision the editor saw (-1: the empty table); later changes by others were merged. */
    basedOnRevision: number;
    /**
     * 'save' from the table, 'column_removed' when removing a layout column cleared its values,
     * 'import' when an uploaded file was applied (then with its fileName and operationId);
     * 'restore' when 'Diesen Stand wiederherstellen' brought back the table of `restoredFrom`.
     */
    reason: 'save' | 'column_removed' | 'import' | 'restore';
    /** Only with reason 'restore': the moment restored (ISO, UTC). */
    restoredFrom?: string;
    changes: DiscountCellChange[];
    editedAt: string;
    /** The uploaded file's name (reason 'import' only). */
    fileName?: string;
    /** One id per applied import, as bulk operations carry (reason 'import' only). */
    operationId?: string;
  }
>;

export type DiscountRowsConfirmed = DomainEvent<
  'DiscountRowsConfirmed',
  { scope: DiscountScope; carModelIds: string[]; confirmedAt: string }
>;

/**
 * 'Bestätigung aufheben': the dealer withdraws the confirmation of rows. An edit after confirming
 * clears the confirmation too, but as a `confirmed` change inside the edit's own event, so the
 * audit shows it next to the cells that caused it.
 */
export type DiscountRowsUnconfirmed = DomainEvent<
  'DiscountRowsUnconfirmed',
  { scope: DiscountScope; carModelIds: string[]; unconfirmedAt: string }
>;

/** One batch of an update_all job; a retried batch recognises its rows by operationId. */
export type DiscountsBulkUpdated = DomainEvent<
  'DiscountsBulkUpdated',
  { scope: DiscountScope; operationId: string; rows: DiscountRowChange[]; updatedAt: string }
>;

/** One batch of a copy/import from another group and bank of the same dealer and brand. */
export type DiscountsCopied = DomainEvent<
  'DiscountsCopied',
  {
    scope: DiscountScope;
    operationId: string;
    sourceScope: { customerGroup: CustomerGroup; bankId: string };
    rows: DiscountRowChange[];
    copiedAt: string;
  }
>;

/** Campaigns (issue 21 item 8, ADR 0005): scheduling changes no cell; boundaries and a cancel carry their cell changes. */
export type DiscountCampaignScheduled = {
  type: 'DiscountCampaignScheduled';
  data: {
    scope: DiscountScope;
    campaignId: string;
    carModelIds: string[];
    field: DiscountCellField;
    value: number;
    validFrom: string;
    validUntil: string;
    scheduledAt: string;
  };
};
/** A boundary or a cancel: the cells it changed (none when nothing differed). */
type CampaignCellsEvent<Type extends string, At extends string> = {
  type: Type;
  data: { scope: DiscountScope; campaignId: string; changes: DiscountCellChange[] } & Record<At, string>;
};
export type DiscountCampaignStarted = CampaignCellsEvent<'DiscountCampaignStarted', 'startedAt'>;
export type DiscountCampaignEnded = CampaignCellsEvent<'DiscountCampaignEnded', 'endedAt'>;
export type DiscountCampaignCancelled = CampaignCellsEvent<'DiscountCampaignCancelled', 'cancelledAt'>;
export type DiscountCampaignEvent = DiscountCampaignScheduled | DiscountCampaignStarted | DiscountCampaignEnded | DiscountCampaignCancelled;

export type DiscountTableEvent =
  | DiscountCellsEdited
  | DiscountRowsConfirmed
  | DiscountRowsUnconfirmed
  | DiscountsBulkUpdated
  | DiscountsCopied
  | DiscountCampaignEvent;

export const DISCOUNT_TABLE_EVENT_TYPES = [
  'DiscountCellsEdited',
  'DiscountRowsConfirmed',
  'DiscountRowsUnconfirmed',
  'DiscountsBulkUpdated',
  'DiscountsCopied',
  'DiscountCampaignScheduled',
  'DiscountCampaignStarted',
  'DiscountCampaignEnded',
  'DiscountCampaignCancelled',
] as const satisfies readonly DiscountTableEvent['type'][];

export type DiscountLayoutChanged = DomainEvent<
  'DiscountLayoutChanged',
  {
    dealerId: string;
    manufacturerId: string;
    previousNumber: number;
    numberAdditionalDiscounts: number;
    /** True when the last column was removed and its values cleared (spec 4.8). */
    removing: boolean;
    changedAt: string;
  }
>;

export type DiscountLayoutEvent = DiscountLayoutChanged;

export const DISCOUNT_LAYOUT_EVENT_TYPES = ['DiscountLayoutChanged'] as const satisfies readonly DiscountLayoutEvent['type'][];
