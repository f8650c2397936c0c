import { createEventStore, createPgPool, EventTypeRegistry, migrate, type EventStore, type RuntimeConfig } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { jsonLineLogger, type Logger } from '../runtime/logger';
import { getProjectionStatus } from '../runtime/projection-status';
import { ProjectionRunner } from '../runtime/projection-runner';
import { rebuildProjection } from '../runtime/rebuild-projection';
import type { Projection } from '../runtime/projection';
import { createProjections, TABLE_OWNERS } from '../registry';
import { parseCliArgs, USAGE } from './cli-args';
import { formatStatusTable, statusToJson } from './status-table';

export interface CliIo {
  /** Reads the process's configuration; called once, after the arguments parse, by the commands that need it (not help or a usage error). */
  loadConfig(): RuntimeConfig;
  out(text: string): void;
  err(text: string): void;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); `run` waits on it. */
  stopSignal: Promise<string>;
  projections?: readonly Projection[];
  /** Structured log sink; JSON lines on stderr by default. */
  log?: Logger;
}

/** Exit codes: 0 fine, 1 failure, 2 usage error (unknown command or projection). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArgs(argv);
  if (args.command === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (args.command === 'invalid') {
    io.err(`${args.message}\n\n${USAGE}`);
    return 2;
  }
  const config = io.loadConfig();
  const projections = io.projections ?? createProjections(config);
  if (args.command === 'rebuild' && !projections.some((p) => p.name === args.name)) {
    io.err(`Unknown projection "${args.name}". Known projections: ${projections.map((p) => p.name).join(', ')}`);
    return 2;
  }
  if (args.command === 'rebuild' && projections.find((p) => p.name === args.name)?.rebuildable === false) {
    io.err(`"${args.name}" is a reaction (it sends e-mails): replaying the log would send them again, so it cannot be rebuilt.`);
    return 2;
  }

  if (args.command === 'migrate') return migrateSchema(config, io);
  // Reading needs no validation, and this process never appends: an empty registry suffices.
  // Composition roots that append (api, worker) pass a registry with every domain event.
  let eventStore: EventStore | undefined;
  let pool: Pool | undefined;
  try {
    if (args.command !== 'status') await migrate(config.databaseUrl, TABLE_OWNERS, config.pgTimeouts.migrations);
    // Batches and rebuild swaps run many rows per statement: the projections' longer limits.
    pool = createPgPool(config.databaseUrl, 4, config.pgTimeouts.projections, config.appName);
    pool.on('error', () => undefined);
    eventStore = createEventStore({
      eventStore: config.eventStore,
      databaseUrl: config.databaseUrl,
      registry: new EventTypeRegistry(),
      pgTimeouts: config.pgTimeouts.projections,
      appName: config.appName,
    });

    switch (args.command) {
      case 'status': {
        const statuses = await getProjectionStatus({ pool, eventStore, names: projections.map((p) => p.name) });
        io.out(args.json ? statusToJson(statuses) : formatStatusTable(statuses));
        return 0;
      }
      case 'rebuild': {
        const projection = projections.find((p) => p.name === args.name)!;
        const result = await rebuildProjection({ pool, eventStore, projection, log: io.log ?? jsonLineLogger });
        io.out(`Rebuilt ${projection.name}: ${result.events} events replayed, checkpoint ${result.position}.`);
        return 0;
      }
      case 'run': {
        const runner = new ProjectionRunner({ pool, eventStore, projections, log: io.log ?? jsonLineLogger });
        runner.start();
        io.out(`Running projections ${projections.map((p) => p.name).join(', ')} as ${runner.holder}. Stop with Ctrl+C.`);
        const signal = await io.stopSignal;
        io.out(`${signal}: finishing the batches in flight and releasing the projections…`);
        await runner.stop();
        return 0;
      }
      default: {
        const exhaustive: never = args;
        throw new Error(`Unhandled command ${JSON.stringify(exhaustive)}`);
      }
    }
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (e.code === '42P01') io.err('The projection tables are missing: run `npm run migrate` first.');
    else io.err(`projections ${args.command} failed: ${e.message ?? String(error)}`);
    return 1;
  } finally {
    await eventStore?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
  }
}

/** `npm run migrate`: the schema step every process runs at start, on its own (ADR 0007). */
async function migrateSchema(config: RuntimeConfig, io: CliIo): Promise<number> {
  try {
    const applied = await migrate(config.databaseUrl, TABLE_OWNERS, config.pgTimeouts.migrations);
    io.out(`${applied.length ? `Migrations applied: ${applied.join(', ')}.` : 'No pending migrations.'} Projection tables are up to date.`);
    return 0;
  } catch (error) {
    io.err(`Migration failed: ${(error as Error).message}`);
    return 1;
  }
}
