import type { PoolClient } from 'pg';

export interface ColumnSpec<Row> {
  name: string;
  /** PostgreSQL element type of the unnest parameter, e.g. 'uuid', 'bigint', 'text'. */
  type: string;
  /** Cast applied after unnest; text[] columns travel as array literals because unnest flattens 2-D arrays. */
  cast?: string;
  value: (row: Row) => unknown;
}

export interface UpsertSpec<Row> {
  table: string;
  columns: ColumnSpec<Row>[];
  conflict: string[];
  /** Columns never overwritten on conflict (e.g. a password hash). */
  keepOnConflict?: string[];
}

/**
 * Multi-row upsert through unnest(): one statement per chunk with one array parameter per column,
 * so 10,000 rows cost one round trip and a handful of parameters. Rows that are unchanged are not
 * rewritten (IS DISTINCT FROM), which keeps re-runs cheap and leaves no dead tuples behind.
 */
export async function bulkUpsert<Row>(client: PoolClient, spec: UpsertSpec<Row>, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = spec.columns.map((c) => c.name);
  // Each column travels as one array literal built here: node-pg's generic array serialiser is the
  // slowest part of a 100,000-offer run, and numbers, booleans and uuids need no escaping.
  const params = spec.columns.map((c) => arrayParam(rows.map((r) => c.value(r)), c));
  const select = spec.columns.map((c) => (c.cast ? `u.${c.name}::${c.cast}` : `u.${c.name}`)).join(', ');
  const unnest = spec.columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const updatable = names.filter((n) => !spec.conflict.includes(n) && !(spec.keepOnConflict ?? []).includes(n));
  const set = [...updatable.map((n) => `${n} = EXCLUDED.${n}`), 'updated_at = now()'];
  const hasUpdatedAt = spec.table !== 'lease_terms';
  const sql =
    `INSERT INTO ${spec.table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${names.join(', ')}) ` +
    `ON CONFLICT (${spec.conflict.join(', ')}) DO UPDATE SET ${(hasUpdatedAt ? set : set.slice(0, -1)).join(', ')} ` +
    `WHERE (${updatable.map((n) => `${spec.table}.${n}`).join(', ')}) IS DISTINCT FROM (${updatable.map((n) => `EXCLUDED.${n}`).join(', ')})`;
  await client.query(sql, params);
}

const UNQUOTED_TYPES = new Set(['uuid', 'int', 'smallint', 'bigint', 'numeric', 'boolean']);

function arrayParam<Row>(values: unknown[], column: ColumnSpec<Row>): string {
  const quote = !UNQUOTED_TYPES.has(column.type);
  const parts = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    const text = column.cast === 'text[]' ? arrayLiteral(v as string[]) : String(v);
    return quote ? quoted(text) : text;
  });
  return `{${parts.join(',')}}`;
}

/** Postgres array literal with every element quoted. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map(quoted).join(',')}}`;
}

function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
