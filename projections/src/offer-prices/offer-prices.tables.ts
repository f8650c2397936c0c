import { OFFER_PRICES_DDL } from '@autoleasing/infra/db/migrations/1763700000080-offer-prices';
import type { ProjectionTx } from '../runtime/projection';

export const OFFER_PRICE_ROWS_TABLE = 'offer_price_rows';
export const OFFER_PRICES_TABLE = 'offer_prices';
export const OFFER_TERM_PRICES_TABLE = 'offer_term_prices';

/** The tables this projection owns: a rebuild fills them in its own schema and swaps them in. */
export const OFFER_PRICES_TABLES = [OFFER_PRICE_ROWS_TABLE, OFFER_PRICES_TABLE, OFFER_TERM_PRICES_TABLE] as const;

/**
 * Catalogue columns copied into offer_prices when an offer is priced, so the public search
 * filters, sorts and counts on ONE table with covering indexes (as it did on car_specs, migration
 * 006) instead of joining car_specs for every matching offer.
 */
export const OFFER_CATALOGUE_COLUMNS = [
  'car_model_id', 'car_series_id', 'manufacturer_id', 'dealer_id', 'bank_id', 'body_type', 'fuel_type', 'gear_type', 'horsepower', 'color',
  'inventory_type', 'delivery_time', 'delivery_by_home_cents', 'delivery_by_dealer_cents', 'delivery_by_factory_cents', 'hot_offer',
  'sonderangebote', 'insurance_available', 'customer_groups', 'list_price_cents', 'gross_list_price_cents', 'equipment_mask',
] as const;

/**
 * The same statements as migration 1763700000080 (see there for what each table holds), so a
 * rebuild creates identical tables, indexes and NOTIFY triggers. Every value, updated_at
 * included, follows from the events (and the bank's grid in car_specs and lease_terms), so a
 * rebuild writes the same rows as the live projection.
 */
export async function createOfferPricesTables(tx: ProjectionTx): Promise<void> {
  await replayIfTablesPredateOwnPrices(tx);
  for (const statement of OFFER_PRICES_DDL) await tx.query(statement);
}

/**
 * Before issue 16 this projection kept only the cells and wrote into car_specs/lease_terms. Its
 * old offer_price_rows lacks the accepted cells, so the new tables cannot be derived from it:
 * drop it and replay from position zero (the runner reads the checkpoint after createTables).
 * In a rebuild's fresh schema there is nothing to upgrade.
 */
async function replayIfTablesPredateOwnPrices(tx: ProjectionTx): Promise<void> {
  const { rows } = await tx.query<{ old: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1)
        AND NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'accepted_cells') AS old`,
    [OFFER_PRICE_ROWS_TABLE],
  );
  if (!rows[0]?.old) return;
  await tx.query(`DROP TABLE ${OFFER_PRICE_ROWS_TABLE}`);
  await tx.query(`UPDATE public.projection_checkpoints SET position = 0 WHERE name = 'offer-prices'`);
}
