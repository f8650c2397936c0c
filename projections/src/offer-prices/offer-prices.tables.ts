import type { ProjectionTx } from '../runtime/projection';

export const OFFER_PRICE_ROWS_TABLE = 'offer_price_rows';

/**
 * The cells of every discount row the projection has seen, as stored in the events (percent in
 * hundredths, money in cents). The offers themselves live in the catalogue's car_specs and
 * lease_terms, which this projection updates but does not own.
 */
export async function createOfferPricesTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`
    CREATE TABLE IF NOT EXISTS ${OFFER_PRICE_ROWS_TABLE} (
      dealer_id uuid NOT NULL,
      customer_group text NOT NULL CHECK (customer_group IN ('b2b', 'b2c')),
      bank_id uuid NOT NULL,
      manufacturer_id uuid NOT NULL,
      car_model_id uuid NOT NULL,
      cells jsonb NOT NULL,
      PRIMARY KEY (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id)
    )`);
}
