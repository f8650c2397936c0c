import { DEALER_DISCOUNT_READ_MODEL_DDL } from '@autoleasing/infra/db/migrations/1763700000020-dealer-discounts';
import type { ProjectionTx } from '../runtime/projection';

export const DEALER_DISCOUNT_TABLES = ['dealer_discount_rows', 'dealer_discount_scopes', 'dealer_discount_layouts', 'dealer_discount_history'] as const;

/** The same statements as migration 1763700000020, so a rebuild creates identical tables. */
export async function createDealerDiscountTables(tx: ProjectionTx): Promise<void> {
  for (const statement of DEALER_DISCOUNT_READ_MODEL_DDL) await tx.query(statement);
}
