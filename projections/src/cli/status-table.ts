import type { ProjectionStatus } from '../runtime/projection-status';

const HEADERS = ['name', 'status', 'checkpoint', 'lag', 'holder', 'failed event'] as const;

function failedEvent(s: ProjectionStatus): string {
  if (!s.failedEventId) return '-';
  return `${s.failedEventId} (${s.failedEventType ?? '?'}): ${s.error ?? ''}`.trim();
}

/** Plain aligned columns: readable in a terminal and in a log file alike. */
export function formatStatusTable(statuses: readonly ProjectionStatus[]): string {
  const rows = statuses.map((s) => [
    s.name,
    s.status,
    s.position.toString(),
    s.lagCapped ? `≥${s.lag}` : String(s.lag),
    s.holder ?? '-',
    failedEvent(s),
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** JSON with bigint positions as decimal strings (JSON has no 128-bit integers). */
export function statusToJson(statuses: readonly ProjectionStatus[]): string {
  return JSON.stringify(
    statuses.map((s) => ({ ...s, position: s.position.toString(), updatedAt: s.updatedAt?.toISOString() ?? null })),
    null,
    2,
  );
}
