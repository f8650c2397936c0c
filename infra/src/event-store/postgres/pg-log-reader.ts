import type { Pool } from 'pg';
import type { EventTypeRegistry } from '../event-type-registry';
import type { GlobalPosition, RecordedEvent } from '../types';
import { decodePgPosition } from './pg-position';
import { EventRowMapper, type EventRowArray } from './pg-rows';

/**
 * Reads the global log in delivery order.
 *
 * Why not simply `WHERE sequence > $checkpoint`? The sequence is taken when a row is inserted, not
 * when its transaction commits. Writer A takes sequence 10, writer B takes 11 and commits first; a
 * reader that now sees 11 and moves its checkpoint there will never read 10 when A commits a
 * moment later — the event is lost for that subscriber (the sequence-gap problem).
 *
 * So every row carries the id of the transaction that wrote it, and a reader only reads rows of
 * transactions older than the oldest one still running (the read horizon, per database, below):
 * those transactions are all finished, so no row can ever appear below that line again. Rows are
 * ordered by (transaction_id, sequence) and a reader resumes after the last (xid, seq) it saw.
 * Events of one transaction are contiguous in that order, and a stream's revisions follow it
 * because writers of one stream serialise on its event_streams row.
 */
export interface LogPage {
  events: RecordedEvent[];
  /** Committed events exist above the read horizon: a writer that started earlier is still running. */
  pending: boolean;
  /** Oldest transaction still running when the page was read; everything below it was scanned. */
  horizon: bigint;
}

/**
 * One round trip per page: the horizon, whether committed rows wait above it, and the page, all
 * from the function event_store_read_log (migration 1763700000070), which runs them with a generic
 * plan made once per session (as a prepared statement of its own the page was planned afresh on
 * every call, and planning cost four times the run).
 *
 * The read horizon is the oldest transaction of the reader's snapshot that is still in flight,
 * like `pg_snapshot_xmin`, but ignoring transactions positively known to run in ANOTHER database
 * of the same server — they can never write our events table, yet transaction ids are
 * server-wide, so a long seed, migration or test in a neighbouring database would otherwise hold
 * our subscribers back. Safe because an in-flight id is excluded only when pg_stat_activity shows
 * it as another database's backend; one that already ended (or that we may not see) is kept, which
 * at worst delays this read. With nothing in flight the horizon is the snapshot's xmax.
 *
 * `pending` looks at the newest transaction id through the primary key (ORDER BY … DESC LIMIT 1)
 * rather than `EXISTS (… WHERE transaction_id >= horizon)`: before the first ANALYZE of a freshly
 * filled table the planner chose a sequential scan for the EXISTS, which cost 30 ms per page on
 * 100k events and capped catch-up at ~25k events/s. The ordered probe is one index leaf visit
 * whatever the statistics say.
 */
const LOG_QUERY = 'SELECT * FROM event_store_read_log($1::xid8, $2::bigint, $3::integer, $4::text[])';
/** horizon and pending come first in each row, then EVENT_COLUMNS. */
const PAGE_PREFIX = 2;

export class PgLogReader {
  /** Reads asked for but not yet sent, by (after, limit, types): later askers of the same join. */
  private readonly forming = new Map<string, Promise<LogPage>>();

  constructor(
    private readonly pool: Pool,
    private readonly registry: EventTypeRegistry,
  ) {}

  /**
   * Identical reads asked for in the same turn of the event loop share one query. An append
   * wakes every subscription of the process at once (the projections process runs one per
   * projection), and those that are caught up all ask for the page after the same position:
   * one query and one parse instead of one per projection (issue 5: six per checkout step).
   * Only a read not yet sent is joined, so its snapshot is taken after every joiner asked and a
   * wake-up is never answered with an older page. Each joiner gets its own events array; the
   * events themselves are shared and must be treated as read-only (as the port's are).
   */
  readPage(after: GlobalPosition | undefined, limit: number, eventTypes?: readonly string[]): Promise<LogPage> {
    const key = `${after ?? ''}/${limit}/${eventTypes?.join(',') ?? '*'}`;
    const forming = this.forming.get(key);
    if (forming) return forming.then((page) => ({ ...page, events: page.events.slice() }));
    const page = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.forming.delete(key);
      return this.query(after, limit, eventTypes);
    });
    this.forming.set(key, page);
    return page;
  }

  private async query(after: GlobalPosition | undefined, limit: number, eventTypes?: readonly string[]): Promise<LogPage> {
    const [xid, seq] = decodePgPosition(after);
    const typed = eventTypes !== undefined;
    const result = await this.pool.query<EventRowArray>({
      name: 'es_read_log',
      text: LOG_QUERY,
      values: [xid, seq, limit, typed ? eventTypes : null],
      rowMode: 'array',
    });
    const rows = result.rows;
    const first = rows[0];
    const events: RecordedEvent[] = [];
    // No event columns (LEFT JOIN found nothing): the single row carries only horizon and pending.
    if (first[PAGE_PREFIX] !== null) {
      const mapper = new EventRowMapper(this.registry, PAGE_PREFIX);
      for (let i = 0; i < rows.length; i++) events.push(mapper.map(rows[i]));
    }
    return { events, pending: first[1] as boolean, horizon: BigInt(first[0] as string) };
  }

  /** Newest committed event in delivery order, or undefined when the log is empty. */
  async head(): Promise<GlobalPosition | undefined> {
    const result = await this.pool.query<{ xid: string; sequence: string }>({
      name: 'es_head',
      text: 'SELECT transaction_id::text AS xid, sequence FROM events ORDER BY transaction_id DESC, sequence DESC LIMIT 1',
    });
    const row = result.rows[0];
    return row ? (BigInt(row.xid) << 64n) | BigInt(row.sequence) : undefined;
  }
}
