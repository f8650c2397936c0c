import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { auditSelect, auditWhere, type AuditRecord } from '../../shared/discount-audit.sql';
import { auditCsvHeader, auditCsvRow } from './discount-audit-csv';
import { ExportDiscountAuditQuery } from './export-discount-audit.query';

/** Rows fetched from the export's cursor at a time: memory stays flat however long the export. */
const CSV_FETCH_SIZE = 5000;

/** The explorer's CSV export over the same filters. */
@QueryHandler(ExportDiscountAuditQuery)
export class ExportDiscountAuditHandler implements IQueryHandler<ExportDiscountAuditQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * The export as a stream: a server-side cursor in a read-only transaction, fetched in chunks
   * as the client reads (Readable.from pulls the next chunk only when the socket drained), so the
   * process holds one chunk at a time. A client that goes away ends the generator, which closes
   * the cursor and returns the connection.
   */
  async execute({ filter }: ExportDiscountAuditQuery): Promise<Readable> {
    const pool = this.pool;
    async function* lines(): AsyncGenerator<string> {
      const client = await pool.connect();
      let open = false;
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        open = true;
        const params: unknown[] = [];
        const where = auditWhere(filter, params);
        await client.query(`DECLARE discount_audit_export NO SCROLL CURSOR FOR ${auditSelect(where)}`, params);
        yield auditCsvHeader();
        for (;;) {
          const { rows } = await client.query<AuditRecord>(`FETCH ${CSV_FETCH_SIZE} FROM discount_audit_export`);
          if (!rows.length) break;
          let chunk = '';
          for (const row of rows) chunk += auditCsvRow(row);
          yield chunk;
        }
        await client.query('COMMIT');
        open = false;
      } finally {
        if (open) await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }
}
