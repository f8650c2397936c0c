import type { EventStore, GlobalPosition } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { lockKeyParts, projectionLockKey } from './advisory-lock-key';
import { readCheckpoints, type ProjectionStatusValue } from './checkpoint-store';

/** Lag is counted up to this many events; beyond it the status says "at least". */
export const LAG_CAP = 100_000;

export interface ProjectionStatus {
  name: string;
  /** 'never-run' when the projection has no checkpoint row yet. */
  status: ProjectionStatusValue | 'never-run';
  position: GlobalPosition;
  lag: number;
  /** True when lag reached LAG_CAP: the real lag is at least `lag`. */
  lagCapped: boolean;
  holder: string | null;
  /** Whether some session holds the projection's advisory lock right now. */
  locked: boolean;
  failedEventId: string | null;
  failedEventType: string | null;
  error: string | null;
  updatedAt: Date | null;
}

export async function getProjectionStatus(options: {
  pool: Pool;
  eventStore: Pick<EventStore, 'countAfter'>;
  names: readonly string[];
  lagCap?: number;
}): Promise<ProjectionStatus[]> {
  const cap = options.lagCap ?? LAG_CAP;
  const rows = new Map((await readCheckpoints(options.pool, options.names)).map((r) => [r.name, r]));
  const locks = await heldLocks(options.pool, options.names);
  return Promise.all(
    options.names.map(async (name): Promise<ProjectionStatus> => {
      const row = rows.get(name);
      const position = row?.position ?? 0n;
      const lag = await options.eventStore.countAfter(position > 0n ? position : undefined, cap);
      const locked = locks.has(name);
      return {
        name,
        status: row?.status ?? 'never-run',
        position,
        lag,
        lagCapped: lag >= cap,
        // A holder whose session is gone is history, not a holder.
        holder: locked ? (row?.holder ?? null) : null,
        locked,
        failedEventId: row?.failedEventId ?? null,
        failedEventType: row?.failedEventType ?? null,
        error: row?.error ?? null,
        updatedAt: row?.updatedAt ?? null,
      };
    }),
  );
}

async function heldLocks(pool: Pool, names: readonly string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ classid: string; objid: string }>(
    `SELECT classid::text, objid::text FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  const held = new Set(rows.map((r) => `${r.classid}:${r.objid}`));
  return new Set(
    names.filter((name) => {
      const { classid, objid } = lockKeyParts(projectionLockKey(name));
      return held.has(`${classid}:${objid}`);
    }),
  );
}
