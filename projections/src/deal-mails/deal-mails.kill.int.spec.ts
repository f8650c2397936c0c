import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { generateDemoData, loadSecondFactorKey, type NewEvent } from '@autoleasing/infra';
import { TS_CHILD_LOADER } from '@autoleasing/infra/testing/index';
import type { PoolClient } from 'pg';
import { createProjectionTestKit, eventually, type ProjectionTestKit } from '../testing/projection-test-kit';
import { created, insertCustomer, orderPlaced, stateChanged } from './testing/deal-mail-fixtures';

jest.setTimeout(120_000);

const CHILD = [TS_CHILD_LOADER, path.join(__dirname, 'testing/deal-mails-child.ts')];

/**
 * Exactly once across a crash: the reaction runs in a child process, is killed with SIGKILL in the
 * middle of a batch (some mails of the batch already written in its open transaction), and is
 * started again. Every event must end up with exactly one mail.
 */
describe('deal-mails reaction killed mid-batch', () => {
  let kit: ProjectionTestKit;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    kit = await createProjectionTestKit('deal_mails_kill');
    await generateDemoData({ pool: kit.pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await kit.close();
  });

  function startChild(): Promise<ChildProcess> {
    const started = spawn(process.execPath, CHILD, { env: { ...process.env, DATABASE_URL: kit.db.url }, stdio: ['ignore', 'pipe', 'inherit'] });
    return new Promise((resolve, reject) => {
      started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve(started));
      started.once('exit', (code) => reject(new Error(`reaction child exited early (${code})`)));
    });
  }

  async function killChild(process: ChildProcess): Promise<void> {
    const exited = new Promise((resolve) => process.once('exit', resolve));
    process.kill('SIGKILL');
    await exited;
  }

  it('sends each event exactly one mail when the reaction is killed during a batch and restarted', async () => {
    const { rows } = await kit.pool.query<{ id: string }>('SELECT id FROM car_specs ORDER BY seed_ordinal LIMIT 1');
    const carSpecId = rows[0].id;
    // The reaction's tables (and its install time) first, so that the deals below are news.
    child = await startChild();
    await eventually(async () => {
      const installed = await kit.pool.query('SELECT 1 FROM deal_mails_installed');
      if (installed.rowCount === 0) throw new Error('reaction not installed yet');
    });
    await killChild(child);

    const mailEvents: NewEvent[] = [];
    for (let i = 0; i < 6; i += 1) {
      const dealId = randomUUID();
      const customerId = await insertCustomer(kit.pool, `kill-${i}-${randomUUID().slice(0, 6)}@example.com`);
      const events = [created(dealId, customerId, carSpecId), orderPlaced(dealId, `AL-2026-00090${i}`), stateChanged(dealId, 'checkout_completed', 'contract_prepared', 'prepare_contract')];
      mailEvents.push(events[1], events[2]);
      await kit.append(`deal-${dealId}`, events);
    }

    // Hold the 5th mail's outbox key in an open transaction: the reaction's batch writes four mails, then waits on it.
    const blocker: PoolClient = await kit.pool.connect();
    try {
      await blocker.query('BEGIN');
      const blocked = mailEvents[4];
      await blocker.query(
        `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, kind, source_event_id) VALUES ($1, 'x@example.com', 'x', 'x', 'x', 'order_received', $2)`,
        [randomUUID(), blocked.id],
      );
      child = await startChild();
      const childPid = child.pid;
      await eventually(async () => {
        const waiting = await kit.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name LIKE 'projection%' AND query ILIKE 'INSERT INTO mail_outbox%'`,
        );
        if (waiting.rowCount === 0) throw new Error('the batch has not reached the held mail yet');
      });
      await killChild(child);
      expect(childPid).toBeDefined();
      await blocker.query('ROLLBACK');
    } finally {
      blocker.release();
    }
    // Nothing of the killed batch was committed.
    expect((await kit.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(0);

    child = await startChild();
    await eventually(async () => {
      const { rows: counts } = await kit.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
      if (counts[0].n < mailEvents.length) throw new Error(`only ${counts[0].n} mails so far`);
    });
    await killChild(child);
    child = undefined;

    const { rows: mails } = await kit.pool.query<{ source_event_id: string; n: number }>('SELECT source_event_id, count(*)::int AS n FROM mail_outbox GROUP BY source_event_id');
    expect(mails.map((m) => m.n)).toEqual(mailEvents.map(() => 1));
    expect(new Set(mails.map((m) => m.source_event_id))).toEqual(new Set(mailEvents.map((e) => e.id)));
  });
});
