import { formatCount } from '@autoleasing/contracts';
/** Result of the discount bulk jobs (contracts/jobs: discounts.update_all and discounts.copy). */
interface BulkResult {
  rows: number;
  changedCells: number;
}

export function describeResult(result: unknown): string {
  const r = result as Partial<BulkResult> | null;
  if (!r || typeof r.rows !== 'number') return 'Fertig.';
  return `${formatCount(r.rows)} ${r.rows === 1 ? 'Zeile' : 'Zeilen'} bearbeitet, ${formatCount(r.changedCells ?? 0)} ${(r.changedCells ?? 0) === 1 ? 'Zelle' : 'Zellen'} geändert.`;
}
