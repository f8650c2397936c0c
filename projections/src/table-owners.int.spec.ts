import { inTransaction, loadOperatorConfig, migrate } from '@autoleasing/infra';
import { createTestDatabase, type TestDatabase } from '@autoleasing/infra/testing/index';
import { Client } from 'pg';
import { createProjections, TABLE_OWNERS } from './registry';

const PROJECTIONS = createProjections({ publicOrigin: 'http://localhost:3000', operator: loadOperatorConfig({}, false) });

/**
 * ADR 0007: each projection's tables are defined once, by its table function. The migrations
 * create none of them; the migrate step runs the functions in public, and a rebuild runs the same
 * ones in its own schema, so both must leave the same tables.
 */
describe('table owners', () => {
  let migrated: TestDatabase;
  let bare: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    [migrated, bare] = await Promise.all([createTestDatabase('table_owners', TABLE_OWNERS), createTestDatabase('table_owners_bare')]);
    client = new Client({ connectionString: migrated.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await Promise.all([migrated?.drop(), bare?.drop()]);
  });

  it('are the projections, one each', () => {
    expect(TABLE_OWNERS.map((o) => o.name)).toEqual(PROJECTIONS.map((p) => p.name));
  });

  it('own every projection table: no migration creates one', async () => {
    const bareClient = new Client({ connectionString: bare.url });
    await bareClient.connect();
    try {
      const { rows } = await bareClient.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
        [PROJECTIONS.flatMap((p) => p.tables)],
      );
      expect(rows.map((r) => r.table_name)).toEqual([]);
    } finally {
      await bareClient.end();
    }
  });

  it.each(PROJECTIONS.map((p) => [p.name, p] as const))('%s: the migrate step leaves the tables its rebuild would create', async (name, projection) => {
    const owner = TABLE_OWNERS.find((o) => o.name === name)!;
    const schema = `owner_${name.replace(/-/g, '_')}`;
    await client.query(`CREATE SCHEMA ${schema}`);
    await inTransaction(client, async () => {
      await client.query(`SELECT set_config('search_path', $1, true)`, [schema]);
      await owner.createTables(client);
    });
    expect(await tablesIn(client, schema)).toEqual([...projection.tables].sort());
    const live = await describeTables(client, 'public', projection.tables);
    expect(live.columns.length).toBeGreaterThan(projection.tables.length);
    expect(live).toEqual(await describeTables(client, schema, projection.tables));
  });

  it('run again, leave every table as it was', async () => {
    const tables = PROJECTIONS.flatMap((p) => p.tables);
    const before = await describeTables(client, 'public', tables);
    await migrate(migrated.url, TABLE_OWNERS);
    expect(await describeTables(client, 'public', tables)).toEqual(before);
  });
});

async function tablesIn(client: Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [schema]);
  return rows.map((r) => r.name);
}

/**
 * Columns in table order with type, nullability and default; indexes, constraints, triggers,
 * statistics objects and storage options, with the schema name taken out so two schemas compare.
 */
async function describeTables(client: Client, schema: string, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const unqualify = (text: string) => text.split(`${schema}.`).join('');
  const catalogue = {
    columns: `SELECT c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
               WHERE a.attnum > 0 AND NOT a.attisdropped`,
    indexes: `SELECT c.relname, i.relname, pg_get_indexdef(x.indexrelid) FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid WHERE true`,
    constraints: `SELECT c.relname, k.conname, pg_get_constraintdef(k.oid) FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE true`,
    triggers: `SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal`,
    statistics: `SELECT c.relname, s.stxname, s.stxkeys::text, s.stxkind::text FROM pg_statistic_ext s JOIN pg_class c ON c.oid = s.stxrelid`,
    options: `SELECT c.relname, c.reloptions::text FROM pg_class c WHERE c.relkind = 'r'`,
  };
  const described: Record<string, unknown[]> = {};
  for (const [aspect, sql] of Object.entries(catalogue)) {
    const { rows } = await client.query({
      text: `SELECT * FROM (${sql} AND c.relnamespace = $1::regnamespace AND c.relname = ANY($2::text[])) AS described ORDER BY 1, 2`,
      values: [schema, tables],
      rowMode: 'array',
    });
    described[aspect] = rows.map((row: unknown[]) => row.map((v) => (typeof v === 'string' ? unqualify(v) : v)));
  }
  return described;
}
