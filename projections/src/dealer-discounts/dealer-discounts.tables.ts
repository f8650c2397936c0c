import { DEALER_DISCOUNT_READ_MODEL_DDL, DEALER_DISCOUNT_READ_MODEL_DDL_V2 } from '@autoleasing/infra/db/migrations/1763700000020-dealer-discounts';
import { DISCOUNT_AUDIT_INDEX_DDL_V2 } from '@autoleasing/infra/db/migrations/1763700000051-discount-audit-covering-indexes';
import { DISCOUNT_HISTORY_IMPORT_DDL } from '@autoleasing/infra/db/migrations/1763700000170-discount-history-imports';
import { DISCOUNT_RESTORE_AUDIT_DDL } from '@autoleasing/infra/db/migrations/1763700000180-discount-restore-audit';
import type { ProjectionTx } from '../runtime/projection';

export const DEALER_DISCOUNT_TABLES = ['dealer_discount_rows', 'dealer_discount_scopes', 'dealer_discount_layouts', 'dealer_discount_history', 'discount_campaigns'] as const;

/**
 * The same statements as migrations 1763700000020 and …021, so a rebuild creates identical tables;
 * plus the audit explorer's history indexes as migration …051 left them (issue 8), which a rebuild must keep,
 * the import kind and file name of migration …170, and the restore and campaign kinds with their moments (migration …180).
 */
export async function createDealerDiscountTables(tx: ProjectionTx): Promise<void> {
  for (const statement of [...DEALER_DISCOUNT_READ_MODEL_DDL, ...DEALER_DISCOUNT_READ_MODEL_DDL_V2, ...DISCOUNT_AUDIT_INDEX_DDL_V2, ...DISCOUNT_HISTORY_IMPORT_DDL, ...DISCOUNT_RESTORE_AUDIT_DDL]) await tx.query(statement);
}
