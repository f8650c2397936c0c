import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Client, type Notification, type Pool, type PoolClient } from 'pg';
import { createPgPool } from '../db';
import { createTestDatabase, type TestDatabase } from '../testing';
import { MAIL_OUTBOX_CHANNEL, MailOutboxRepository, type DealOutboxMail } from './mail-outbox';

/**
 * The deal mails' wake-up: the SMTP dispatcher LISTENs on MAIL_OUTBOX_CHANNEL, and the queue's
 * own statement sends the NOTIFY, delivered only when the writer's transaction commits.
 */
describe('MailOutboxRepository.enqueueDealMails', () => {
  let db: TestDatabase;
  let pool: Pool;
  let listener: Client;

  beforeAll(async () => {
    db = await createTestDatabase('mail_outbox');
    pool = createPgPool(db.url, 2);
    listener = new Client({ connectionString: db.url });
    await listener.connect();
    await listener.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
  });
  afterAll(async () => {
    await listener?.end();
    await pool?.end();
    await db?.drop();
  });

  const mail = (sourceEventId: string = randomUUID()): DealOutboxMail => ({
    to: 'kunde@example.org',
    subject: 'Ihre Bestellung',
    text: 'Vielen Dank.',
    html: '<p>Vielen Dank.</p>',
    kind: 'order_received',
    dealId: randomUUID(),
    sourceEventId,
    createdAt: new Date('2026-11-30T10:00:00Z'),
    attachments: [],
  });

  /** Runs `work` in a transaction on its own client, then commits or rolls back. */
  async function inTransaction(end: 'COMMIT' | 'ROLLBACK', work: (client: PoolClient) => Promise<number>): Promise<number> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const stored = await work(client);
      await client.query(end);
      return stored;
    } finally {
      client.release();
    }
  }

  const nextNotification = () => once(listener, 'notification').then(([notification]) => notification as Notification);

  it('given a rolled-back batch and a re-run that stores nothing, then only the committed new mails are announced, with their count', async () => {
    const heard = nextNotification();
    // Rolled back: its NOTIFY is never delivered.
    expect(await inTransaction('ROLLBACK', (client) => new MailOutboxRepository(client).enqueueDealMails([mail(), mail()]))).toBe(2);
    const earlier = mail();
    expect(await inTransaction('COMMIT', (client) => new MailOutboxRepository(client).enqueueDealMails([earlier]))).toBe(1);
    // Notifications arrive in commit order: had the rolled-back batch sent one, it would be this.
    expect(await heard).toMatchObject({ channel: MAIL_OUTBOX_CHANNEL, payload: '1' });

    const afterRerun = nextNotification();
    // The same (event, kind) again stores nothing and announces nothing; the next new batch is heard next.
    expect(await inTransaction('COMMIT', (client) => new MailOutboxRepository(client).enqueueDealMails([mail(earlier.sourceEventId)]))).toBe(0);
    expect(await inTransaction('COMMIT', (client) => new MailOutboxRepository(client).enqueueDealMails([mail(), mail(), mail()]))).toBe(3);
    expect(await afterRerun).toMatchObject({ channel: MAIL_OUTBOX_CHANNEL, payload: '3' });
  });
});
