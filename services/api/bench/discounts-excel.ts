/**
 * The Excel round trip of the dealer table (issue 21, item 5) in the discounts bench:
 * - xlsx export of every row of a 10,000-model table: goal ≤ 3 s;
 * - import dry run of that file with every base discount edited: goal ≤ 5 s, with flat memory
 *   (the api process's peak RSS during the request, minus its RSS before, is reported).
 * Over HTTP against the built api in its own process, as a dealer's browser would call it.
 */
import { readFileSync } from 'node:fs';
import type { DiscountImportResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import ExcelJS from 'exceljs';

export interface ExcelFigures {
  rows: number;
  exportSeconds: number;
  exportBytes: number;
  exportRssDeltaMb: number;
  dryRunSeconds: number;
  dryRunCellsChanged: number;
  dryRunRssDeltaMb: number;
  goals: { exportSeconds: number; dryRunSeconds: number };
  met: boolean;
}

const EXPORT_GOAL_S = 3;
const DRY_RUN_GOAL_S = 5;

/** The resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Runs `work` while sampling the process's RSS every 20 ms: seconds taken and the peak over the start. */
async function measured<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; seconds: number; rssDeltaMb: number }> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, rssDeltaMb: Math.max(0, Math.max(peak, rssMb(pid)) - before) };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureExcelRoundTrip(options: { base: string; token: string; scope: DiscountScope; apiPid: number; log: (m: string) => void }): Promise<ExcelFigures> {
  const { base, token, scope, apiPid, log } = options;
  const query = `customer_group=${scope.customerGroup}&bank_id=${scope.bankId}&manufacturer_id=${scope.manufacturerId}`;
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up: the table's folded state and the catalogue caches, as on a dealer's second export.
  await (await fetch(`${base}/api/v1/dealers/${scope.dealerId}/discounts/export?${query}&format=csv`, { headers })).arrayBuffer();

  log('xlsx export of the whole table…');
  const exported = await measured(apiPid, async () => {
    const response = await fetch(`${base}/api/v1/dealers/${scope.dealerId}/discounts/export?${query}&format=xlsx`, { headers });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  });

  // The dealer's edit: every filled base discount a quarter point up.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported.result as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const baseColumn = (sheet.getRow(1).values as unknown[]).indexOf('Basisnachlass (%)');
  let rows = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows++;
    const cell = row.getCell(baseColumn);
    if (typeof cell.value === 'number' && cell.value < 90) cell.value = cell.value + 0.25;
  });
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());

  log(`import dry run of the edited file (${rows} rows, ${(edited.length / 1024).toFixed(0)} KB)…`);
  const dryRun = await measured(apiPid, async () => {
    const form = new FormData();
    form.append('file', new Blob([edited]), 'Rabatte bearbeitet.xlsx');
    const response = await fetch(`${base}/api/v1/dealers/${scope.dealerId}/discounts/import?${query}&dry_run=true`, { method: 'POST', headers, body: form });
    if (!response.ok) throw new Error(`dry run: ${response.status} ${await response.text()}`);
    return (await response.json()) as DiscountImportResponse;
  });
  const figures = {
    rows,
    exportSeconds: exported.seconds,
    exportBytes: exported.result.length,
    exportRssDeltaMb: exported.rssDeltaMb,
    dryRunSeconds: dryRun.seconds,
    dryRunCellsChanged: dryRun.result.cells_changed,
    dryRunRssDeltaMb: dryRun.rssDeltaMb,
    goals: { exportSeconds: EXPORT_GOAL_S, dryRunSeconds: DRY_RUN_GOAL_S },
  };
  return { ...figures, met: figures.exportSeconds <= EXPORT_GOAL_S && figures.dryRunSeconds <= DRY_RUN_GOAL_S };
}

export function describeExcel(f: ExcelFigures): string[] {
  return [
    `xlsx export of ${f.rows} rows: ${f.exportSeconds.toFixed(2)} s, ${(f.exportBytes / 1024).toFixed(0)} KB, api peak RSS +${f.exportRssDeltaMb.toFixed(0)} MB (goal ≤ ${f.goals.exportSeconds} s: ${f.exportSeconds <= f.goals.exportSeconds ? 'yes' : 'NO'})`,
    `import dry run of the edited file: ${f.dryRunSeconds.toFixed(2)} s, ${f.dryRunCellsChanged} changed cells listed, api peak RSS +${f.dryRunRssDeltaMb.toFixed(0)} MB (goal ≤ ${f.goals.dryRunSeconds} s: ${f.dryRunSeconds <= f.goals.dryRunSeconds ? 'yes' : 'NO'})`,
  ];
}
