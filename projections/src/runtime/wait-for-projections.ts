import type { GlobalPosition } from '@autoleasing/infra';
import type { Notification, Pool, PoolClient } from 'pg';
import { CHECKPOINT_CHANNEL, parseCheckpointPayload } from './checkpoint-store';
import { positionToText } from './position-codec';

export interface WaitForProjectionsOptions {
  pool: Pool;
  names: readonly string[];
  position: GlobalPosition;
  /** Default 2000 ms (DESIGN.md, read-your-own-writes). */
  timeoutMs?: number;
}

async function allReached(db: Pool | PoolClient, names: readonly string[], position: GlobalPosition): Promise<boolean> {
  const { rows } = await db.query<{ reached: string }>(
    'SELECT count(*) AS reached FROM projection_checkpoints WHERE name = ANY($1::text[]) AND position >= $2::numeric',
    [[...new Set(names)], positionToText(position)],
  );
  return Number(rows[0].reached) === new Set(names).size;
}

/**
 * Resolves true once every named projection's checkpoint is at or past `position`, false when
 * the timeout passes first. Read-your-own-writes for the api: a command answers after the pages
 * it affects can show its events. Checks once without LISTEN (the common, already-caught-up
 * case costs one query), then listens and re-checks on each checkpoint notification.
 */
export async function waitForProjections(options: WaitForProjectionsOptions): Promise<boolean> {
  const { pool, names, position } = options;
  const timeoutMs = options.timeoutMs ?? 2000;
  if (names.length === 0 || (await allReached(pool, names, position))) return true;

  const deadline = Date.now() + timeoutMs;
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    return await new Promise<boolean>((resolve) => {
      let settled = false;
      let checking = false;
      let again = false;
      const finish = (value: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        client.off('notification', onNotification);
        resolve(value);
      };
      // Re-check serially; a notification during a check schedules one more check.
      const check = async () => {
        if (checking) {
          again = true;
          return;
        }
        checking = true;
        try {
          do {
            again = false;
            if (await allReached(client, names, position)) return finish(true);
          } while (again && !settled);
        } catch {
          broken = true;
          finish(false);
        } finally {
          checking = false;
        }
      };
      const onNotification = (n: Notification) => {
        if (n.channel !== CHECKPOINT_CHANNEL) return;
        const about = parseCheckpointPayload(n.payload);
        if (!about || names.includes(about.name)) void check();
      };
      const timer = setTimeout(() => finish(false), Math.max(0, deadline - Date.now()));
      client.on('notification', onNotification);
      // The re-check after LISTEN closes the gap between the first check and listening.
      void check();
    });
  } finally {
    if (!broken) await client.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`).catch(() => (broken = true));
    client.release(broken);
  }
}
