import { type Actor, isUuid, type SecurityLogEntry, type SecurityLogKind, type SecurityLogResponse } from '@autoleasing/contracts';
import type { RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { PG_POOL, RUNTIME_CONFIG } from '../../../core/tokens';
import { redactUrl } from '../../../core/redaction';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export type SecurityLogDetails = Record<string, string | number | boolean | null>;

export interface SecurityLogRecord {
  kind: SecurityLogKind;
  /** The user, or a lookup of it that the write waits for (a failed lookup: no user). */
  userId?: string | null | Promise<string | null>;
  clientIp: string;
  requestId?: string | null;
  details?: SecurityLogDetails;
}

/** What an entry records about its request; a command handler gets it from its controller. */
export interface SecurityLogRequest {
  clientIp: string;
  requestId: string;
  method: string;
  /** The URL with secret query parameters redacted. */
  path: string;
}

/** The facts of a request the security log records (as `recordForRequest` does). */
export function securityLogRequestOf(request: FastifyRequest): SecurityLogRequest {
  return { clientIp: request.ip, requestId: request.id, method: request.method, path: redactUrl(request.url) };
}

export interface SecurityLogFilters {
  kind?: SecurityLogKind;
  userId?: string;
  clientIp?: string;
  /** Inclusive lower and exclusive upper bound. */
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
}

interface SecurityLogRow {
  id: string;
  occurred_at: Date;
  kind: SecurityLogKind;
  user_id: string | null;
  client_ip: string;
  request_id: string | null;
  details: SecurityLogDetails;
}

/**
 * The security log (issue 20, item 8). `record` never throws: a failed write is logged and the
 * request it describes goes on. Entries older than the retention period are deleted every six
 * hours. Other modules record through `record` / `recordForRequest`:
 * two-factor events (`two_factor_*`, `recovery_code_used`) and the self-service export
 * (`personal_data_exported`) use the kinds named in contracts.
 */
@Injectable()
export class SecurityLog implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('SecurityLog');
  private purgeTimer: NodeJS.Timeout | undefined;
  /** Entries being written: shutdown waits for them before the pool closes, tests instead of sleeping. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    void this.purgeExpired();
    this.purgeTimer = setInterval(() => void this.purgeExpired(), PURGE_EVERY_MS).unref();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }

  /** Resolves once every entry whose write has started is written (or its failure logged). */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  record(entry: SecurityLogRecord): Promise<void> {
    const write = this.write(entry).finally(() => this.writing.delete(write));
    this.writing.add(write);
    return write;
  }

  private async write(entry: SecurityLogRecord): Promise<void> {
    try {
      const known = await Promise.resolve(entry.userId).catch(() => null);
      const userId = known && isUuid(known) ? known : null;
      await this.pool.query('INSERT INTO security_log (kind, user_id, client_ip, request_id, details) VALUES ($1, $2, $3, $4, $5)', [
        entry.kind,
        userId,
        entry.clientIp,
        entry.requestId ?? null,
        JSON.stringify(entry.details ?? {}),
      ]);
    } catch (error) {
      this.logger.error({ err: error, kind: entry.kind, requestId: entry.requestId }, 'Security log entry not written');
    }
  }

  /** An entry about a request: its client address, id and (unless given) its logged-in user. */
  recordForRequest(request: FastifyRequest, kind: SecurityLogKind, details: SecurityLogDetails = {}, userId?: string | null): Promise<void> {
    const actor = (request as FastifyRequest & { actor?: Actor }).actor;
    return this.recordAbout(securityLogRequestOf(request), kind, details, userId === undefined ? actor?.userId : userId);
  }

  /** An entry about a request given by its facts (from a command handler, which sees no FastifyRequest). */
  recordAbout(request: SecurityLogRequest, kind: SecurityLogKind, details: SecurityLogDetails = {}, userId?: SecurityLogRecord['userId']): Promise<void> {
    return this.record({
      kind,
      userId,
      clientIp: request.clientIp,
      requestId: request.requestId,
      details: { method: request.method, path: request.path, ...details },
    });
  }

  async search(filters: SecurityLogFilters): Promise<SecurityLogResponse> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (sql: string, value: unknown) => {
      values.push(value);
      conditions.push(sql.replace('?', `$${values.length}`));
    };
    if (filters.kind) where('kind = ?', filters.kind);
    if (filters.userId) where('user_id = ?', filters.userId);
    if (filters.clientIp) where('client_ip = ?', filters.clientIp);
    if (filters.from) where('occurred_at >= ?', filters.from);
    if (filters.to) where('occurred_at < ?', filters.to);
    const whereSql = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const offset = (filters.page - 1) * filters.perPage;
    const [{ rows }, count] = await Promise.all([
      this.pool.query<SecurityLogRow>(
        `SELECT id::text, occurred_at, kind, user_id, client_ip, request_id, details FROM security_log ${whereSql}
          ORDER BY occurred_at DESC, id DESC LIMIT ${filters.perPage} OFFSET ${offset}`,
        values,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM security_log ${whereSql}`, values),
    ]);
    return { entries: rows.map(toEntry), total: count.rows[0].n, page: filters.page, per_page: filters.perPage };
  }

  async purgeExpired(): Promise<number> {
    try {
      const { rowCount } = await this.pool.query("DELETE FROM security_log WHERE occurred_at < now() - make_interval(days => $1)", [
        this.config.securityLogRetentionDays,
      ]);
      return rowCount ?? 0;
    } catch (error) {
      this.logger.warn({ err: error }, 'Expired security log entries not deleted');
      return 0;
    }
  }
}

function toEntry(row: SecurityLogRow): SecurityLogEntry {
  return {
    id: row.id,
    occurred_at: row.occurred_at.toISOString(),
    kind: row.kind,
    user_id: row.user_id,
    client_ip: row.client_ip,
    request_id: row.request_id,
    details: row.details,
  };
}
