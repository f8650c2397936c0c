import type { PgTimeouts } from '../config/dependency-timeouts';
import { isEsdbConnectionString } from './esdb-connection-string';
import type { EventTypeRegistry } from './event-type-registry';
import { createPostgresEventStore } from './postgres-event-store';
import type { EventStore } from './types';

export interface CreateEventStoreOptions {
  /** 'postgres' (default) or an `esdb://` / `kurrentdb://` connection string (EVENT_STORE). */
  eventStore?: string;
  databaseUrl: string;
  registry: EventTypeRegistry;
  /** Limits of the PostgreSQL store's pool (the role of the process that opens it). */
  pgTimeouts?: PgTimeouts;
  /** application_name of the PostgreSQL store's pool (RuntimeConfig.appName, APP_NAME). */
  appName?: string;
}

/** Chooses the adapter from configuration (DESIGN.md, runtime conventions: EVENT_STORE). */
export function createEventStore(options: CreateEventStoreOptions): EventStore {
  const choice = options.eventStore ?? 'postgres';
  if (choice === 'postgres') return createPostgresEventStore({ databaseUrl: options.databaseUrl, registry: options.registry, pgTimeouts: options.pgTimeouts, appName: options.appName });
  if (isEsdbConnectionString(choice)) {
    // The EventStoreDB client and its gRPC stack (about 170 modules) load only when configured.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createEsdbEventStore } = require('./esdb-event-store') as typeof import('./esdb-event-store');
    return createEsdbEventStore({ connectionString: choice, registry: options.registry });
  }
  throw new Error(`Unknown EVENT_STORE "${choice}": use "postgres" or an esdb:// / kurrentdb:// connection string`);
}
