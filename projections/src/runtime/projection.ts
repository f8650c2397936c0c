import type { RecordedEvent } from '@autoleasing/infra';
import type { ClientBase } from 'pg';

/** Marker for "every event type": a projection listing it sees the whole log. */
export const ALL_EVENT_TYPES = '*';

/**
 * The transaction a projection writes in. `search_path` is already set to the target schema
 * (`public` live, `rebuild_<name>` during a rebuild), so handlers use unqualified table names.
 * Handlers must not COMMIT/ROLLBACK: the runtime owns the transaction.
 */
export type ProjectionTx = Pick<ClientBase, 'query'>;

export interface Projection {
  /** Stable identifier; also the checkpoint row key and the advisory-lock seed. Kebab-case. */
  readonly name: string;
  /** Event types handled, or [ALL_EVENT_TYPES]. */
  readonly eventTypes: readonly string[];
  /** Tables the projection owns, unqualified. A rebuild swaps exactly these. */
  readonly tables: readonly string[];
  /**
   * Creates the tables (and indexes) in the current search_path. Must be idempotent
   * (`IF NOT EXISTS`): the runner calls it on every start.
   */
  createTables(tx: ProjectionTx): Promise<void>;
  /**
   * Runs in the swap transaction of a rebuild, after the fresh tables moved into public: e.g. a
   * catalogue table's NOTIFY, since dropping and moving tables fires no trigger.
   */
  afterSwap?(tx: ProjectionTx): Promise<void>;
  /** Applies a batch of handled events, in global order. Throwing stops the projection. */
  apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void>;
  /**
   * The same batch as `apply`, written by ONE data-modifying statement: its CTEs and the values
   * they reference as $1…$n. A live batch then commits in a single autocommit round trip, the
   * runtime adding the checkpoint move as one more CTE (instead of three: BEGIN, the handler, the
   * checkpoint move with COMMIT). For a read model a command's answer waits on (deals: every
   * checkout step, issue 5). `apply` stays the path of rebuilds and of finding a failing event.
   * `db` may be read before (outside the statement's transaction): the projection's holder is the
   * only writer of its tables, so what it reads is what the statement writes over.
   */
  batchStatement?(events: RecordedEvent[], db: ProjectionTx): BatchStatement | Promise<BatchStatement>;
  /**
   * For a read model no command's answer waits on at once: after a batch with handled events
   * the projection reads again only this long later, so under load one transaction takes many
   * events instead of one or two (each transaction costs round trips and a commit). The first
   * batch after a quiet spell is still applied at once; the read model lags by at most this much.
   */
  readonly applyIntervalMs?: number;
  /**
   * false for a reaction (e.g. deal-mails): its batches have effects outside its tables (mails),
   * so replaying the log would repeat them. `rebuild` refuses it.
   */
  readonly rebuildable?: boolean;
}

/** `ctes`: `name AS (…)` clauses, comma-separated, without the leading WITH. */
export interface BatchStatement {
  ctes: string;
  values: unknown[];
  /** CTEs that modify no data but must run (e.g. pg_notify): the statement's result reads them. */
  reads?: readonly string[];
}

export function handlesAll(projection: Pick<Projection, 'eventTypes'>): boolean {
  return projection.eventTypes.includes(ALL_EVENT_TYPES);
}

export function handles(projection: Pick<Projection, 'eventTypes'>, type: string): boolean {
  return handlesAll(projection) || projection.eventTypes.includes(type);
}

const NAME = /^[a-z][a-z0-9-]{0,40}$/;

/** Names end up in schema names (`rebuild_<name>`), so keep them to a safe alphabet. */
export function assertValidProjectionName(name: string): void {
  if (!NAME.test(name)) throw new Error(`Invalid projection name "${name}": use lower-case kebab-case, at most 41 characters`);
}

/** `rebuild_audit_trail` for `audit-trail`: a valid unquoted identifier. */
export function rebuildSchemaName(name: string): string {
  assertValidProjectionName(name);
  return `rebuild_${name.replace(/-/g, '_')}`;
}
