/** Result of the discount bulk jobs (contracts/jobs: discounts.update_all and discounts.copy). */
interface BulkResult {
  rows: number;
  changedCells: number;
}

const number = new Intl.NumberFormat('de-DE');

export function describeResult(result: unknown): string {
  const r = result as Partial<BulkResult> | null;
  if (!r || typeof r.rows !== 'number') return 'Fertig.';
  return `${number.format(r.rows)} ${r.rows === 1 ? 'Zeile' : 'Zeilen'} bearbeitet, ${number.format(r.changedCells ?? 0)} ${(r.changedCells ?? 0) === 1 ? 'Zelle' : 'Zellen'} geändert.`;
}
