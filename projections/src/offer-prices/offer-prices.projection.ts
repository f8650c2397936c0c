import { affectsOfferPrice, type DiscountCellField, type DiscountRowCells } from '@autoleasing/contracts';
import type { DiscountCampaignCancelled, DiscountCampaignEnded, DiscountCampaignStarted, DiscountCellsEdited, DiscountScope, DiscountsBulkUpdated, DiscountsCopied, StoredCellValue } from '@autoleasing/domain';
import type { RecordedEvent } from '@autoleasing/infra';
import type { Projection, ProjectionTx } from '../runtime/projection';
import { createOfferPricesTables, OFFER_PRICE_ROWS_TABLE, OFFER_PRICES_TABLE, OFFER_PRICES_TABLES } from './offer-prices.tables';
import { loadOffers, writeOfferPrices, type TableScope } from './reprice-offers';
import { applyNeutralChange, applyRowChange, EMPTY_ROW_STATE, type OfferBasis, type RowPricingState } from './row-pricing';

type PricingEvent = DiscountCellsEdited | DiscountsBulkUpdated | DiscountsCopied | DiscountCampaignStarted | DiscountCampaignEnded | DiscountCampaignCancelled;

/**
 * Every event that changes cells; confirmations and layout changes alone never move a price.
 * Campaign boundaries are events too (ADR 0005): prices switch without reading the clock.
 */
export const OFFER_PRICE_EVENT_TYPES = [
  'DiscountCellsEdited',
  'DiscountsBulkUpdated',
  'DiscountsCopied',
  'DiscountCampaignStarted',
  'DiscountCampaignEnded',
  'DiscountCampaignCancelled',
] as const satisfies readonly PricingEvent['type'][];

interface CellChange {
  carModelId: string;
  field: DiscountCellField;
  newValue: StoredCellValue;
}

function changesOf(event: PricingEvent): CellChange[] {
  switch (event.type) {
    case 'DiscountCellsEdited':
    case 'DiscountCampaignStarted':
    case 'DiscountCampaignEnded':
    case 'DiscountCampaignCancelled':
      return event.data.changes.map((c) => ({ carModelId: c.carModelId, field: c.field, newValue: c.newValue }));
    case 'DiscountsBulkUpdated':
    case 'DiscountsCopied':
      return event.data.rows.flatMap((row) => row.changes.map((c) => ({ carModelId: row.carModelId, field: c.field, newValue: c.newValue })));
  }
}

/** Tables of the discount domain are b2b/b2c; the key keeps one entry per table in a batch. */
const scopeKey = (s: TableScope) => `${s.dealerId}|${s.customerGroup}|${s.bankId}|${s.manufacturerId}`;

/** A discount row: its table scope and car model. */
const rowKey = (scope: TableScope, carModelId: string) => `${scopeKey(scope)}|${carModelId}`;

interface RowWork {
  scope: TableScope;
  carModelId: string;
  state: RowPricingState;
  offers: OfferBasis[];
  /** A price-relevant change was evaluated: the row's offers are written. */
  repriced: boolean;
}

/**
 * "Offer prices follow discounts" (issues 7 and 16): owns the catalogue's prices. Per discount row
 * it keeps the cells and the cells its offers are priced with; per listed offer its rates
 * (offer_prices, offer_term_prices). An offer is listed exactly when its row's accepted cells are
 * available and give it a positive rate. Each event is evaluated in order (a refused change keeps
 * the earlier price, so the order matters), the batch's outcome is written set-based at the end.
 * Every value, updated_at included, derives from the events: a rebuild equals the live tables.
 */
export const offerPricesProjection: Projection = {
  name: 'offer-prices',
  eventTypes: OFFER_PRICE_EVENT_TYPES,
  tables: [...OFFER_PRICES_TABLES],
  createTables: createOfferPricesTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    const rows = await loadRows(tx, events);
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as PricingEvent;
      const scope = tableScope(event.data.scope);
      // Each change sets one cell, so an event's changes per row fold into one patch (later wins).
      const patches = new Map<string, { patch: Record<string, StoredCellValue>; priced: boolean }>();
      for (const change of changesOf(event)) {
        const entry = patches.get(change.carModelId) ?? { patch: {}, priced: false };
        entry.patch[change.field] = change.newValue;
        entry.priced ||= affectsOfferPrice(change.field);
        patches.set(change.carModelId, entry);
      }
      for (const [carModelId, { patch, priced }] of patches) {
        const row = rows.get(rowKey(scope, carModelId)) as RowWork;
        const cells = { ...row.state.cells, ...patch } as DiscountRowCells;
        row.state = priced ? applyRowChange(row.state, cells, row.offers, recorded.metadata.occurredAt) : applyNeutralChange(row.state, cells);
        row.repriced ||= priced;
      }
    }
    await saveRows(tx, [...rows.values()]);
    await writeOfferPrices(tx, [...rows.values()].filter((r) => r.repriced));
  },
  async afterSwap(tx: ProjectionTx): Promise<void> {
    // The swapped-in tables are new to the catalogue cache: one notification drops its answers.
    await tx.query(`SELECT pg_notify('catalogue_changed', $1)`, [OFFER_PRICES_TABLE]);
  },
};

function tableScope(scope: DiscountScope): TableScope {
  const group = scope.customerGroup === 'b2c' ? 'b2c' : 'b2b';
  return { dealerId: scope.dealerId, customerGroup: group, bankId: scope.bankId, manufacturerId: scope.manufacturerId };
}

/** The rows the batch touches, with their stored state and their offers: two queries per table. */
async function loadRows(tx: ProjectionTx, events: RecordedEvent[]): Promise<Map<string, RowWork>> {
  const byScope = new Map<string, { scope: TableScope; models: Set<string> }>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as PricingEvent;
    const scope = tableScope(event.data.scope);
    const entry = byScope.get(scopeKey(scope)) ?? { scope, models: new Set<string>() };
    for (const change of changesOf(event)) entry.models.add(change.carModelId);
    byScope.set(scopeKey(scope), entry);
  }
  const rows = new Map<string, RowWork>();
  for (const { scope, models } of byScope.values()) {
    const modelIds = [...models];
    const { rows: stored } = await tx.query<{ car_model_id: string; cells: DiscountRowCells; accepted_cells: DiscountRowCells | null; accepted_at: Date | null; price_issue: string | null }>(
      `SELECT car_model_id, cells, accepted_cells, accepted_at, price_issue FROM ${OFFER_PRICE_ROWS_TABLE}
        WHERE dealer_id = $1 AND customer_group = $2 AND bank_id = $3 AND manufacturer_id = $4 AND car_model_id = ANY($5::uuid[])`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, modelIds],
    );
    const states = new Map(
      stored.map((r) => [r.car_model_id, { cells: r.cells, accepted: r.accepted_cells, acceptedAt: r.accepted_at?.toISOString() ?? null, issue: r.price_issue }]),
    );
    const offers = await loadOffers(tx, scope, modelIds);
    for (const carModelId of modelIds) {
      rows.set(rowKey(scope, carModelId), { scope, carModelId, state: states.get(carModelId) ?? EMPTY_ROW_STATE, offers: offers.get(carModelId) ?? [], repriced: false });
    }
  }
  return rows;
}

/** Upserts the rows' states: one statement per batch. */
async function saveRows(tx: ProjectionTx, rows: RowWork[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (r: RowWork) => T) => rows.map(pick);
  await tx.query(
    `INSERT INTO ${OFFER_PRICE_ROWS_TABLE} AS r (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id, cells, accepted_cells, accepted_at, price_issue)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::jsonb[], $7::jsonb[], $8::timestamptz[], $9::text[])
     ON CONFLICT (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id) DO UPDATE
        SET cells = EXCLUDED.cells, accepted_cells = EXCLUDED.accepted_cells, accepted_at = EXCLUDED.accepted_at, price_issue = EXCLUDED.price_issue`,
    [
      column((r) => r.scope.dealerId),
      column((r) => r.scope.customerGroup),
      column((r) => r.scope.bankId),
      column((r) => r.scope.manufacturerId),
      column((r) => r.carModelId),
      column((r) => JSON.stringify(r.state.cells)),
      column((r) => (r.state.accepted ? JSON.stringify(r.state.accepted) : null)),
      column((r) => r.state.acceptedAt),
      column((r) => r.state.issue),
    ],
  );
}
