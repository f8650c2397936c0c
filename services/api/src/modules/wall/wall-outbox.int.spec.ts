import { randomUUID } from 'node:crypto';
import { TERMS_VERSION } from '@autoleasing/contracts';
import { customerStreamId } from '@autoleasing/domain';
import { EventOutbox } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { EventOutboxRelay } from '../../common/event-outbox/event-outbox.module';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { customerEvents, DEMO, http, linkFromOutbox, login, poolOf, seedDemoUsers } from './test/wall-test-kit';

/**
 * Registration and the other wall commands write the users row and the customer's events in one
 * transaction (CommandHandler; with EventStoreDB the events go through the outbox): never one
 * without the other.
 */
let t: ApiTestApp;
let pool: Pool;
let outbox: EventOutbox;

beforeAll(async () => {
  t = await startApiTestApp('wall-outbox');
  pool = poolOf(t);
  outbox = t.app.get(EventOutbox);
  await seedDemoUsers(pool);
  // The background relay would repair the simulated crashes on its own; these tests relay by hand.
  await t.app.get(EventOutboxRelay).onModuleDestroy();
  // Plays a commit that fails at COMMIT itself (a deferred check), after every statement succeeded.
  await pool.query(`
    CREATE FUNCTION users_refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email LIKE 'commit-fails%' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
    CREATE CONSTRAINT TRIGGER users_doomed AFTER INSERT ON users DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION users_refuse_doomed();`);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => t?.close());

const register = (email: string) =>
  http(t).post('/api/v1/customers').send({ email, password: 'Herbstlaub-Fahrrad-97', customer_group: 'b2c', first_name: 'Olga', last_name: 'Outbox' });
const usersWith = async (email: string) => (await pool.query('SELECT id FROM users WHERE email = $1', [email])).rows as { id: string }[];
const outboxRows = async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_outbox')).rows[0].n;
const registeredEvents = async () => (await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'CustomerRegistered'")).rows[0].n;
/** A crash between COMMIT and the append: the post-commit step does not run. */
const crashAfterCommit = () => jest.spyOn(outbox, 'afterCommit').mockResolvedValue(undefined);

describe('registration through the outbox', () => {
  it('a failing commit stores neither the user nor the event (nor an outbox row or a mail)', async () => {
    const before = await registeredEvents();
    await register('commit-fails@example.org').expect(500);
    expect(await usersWith('commit-fails@example.org')).toEqual([]);
    expect(await registeredEvents()).toBe(before);
    expect(await outboxRows()).toBe(0);
    expect((await pool.query("SELECT 1 FROM mail_outbox WHERE recipient = 'commit-fails@example.org'")).rowCount).toBe(0);
  });

  it('the users row and the event commit in the same transaction: a crash after COMMIT leaves nothing to relay', async () => {
    crashAfterCommit();
    const { body } = await register('absturz@example.org').expect(201);
    expect(await usersWith('absturz@example.org')).toEqual([{ id: body.user_id }]);
    expect((await customerEvents(t, body.user_id)).map((e) => e.type)).toEqual(['CustomerRegistered']);
    expect(await outboxRows()).toBe(0);
    expect(await outbox.relayOnce()).toBe(0);
  });

  it('verification decided while an earlier event of the account is still in the outbox lands after it, in order', async () => {
    // Given a registered account whose terms acceptance a crashed process left in the outbox
    const { body } = await register('wartend@example.org').expect(201);
    crashAfterCommit();
    const occurredAt = new Date().toISOString();
    const metadata = { actor: { userId: body.user_id, role: 'Customer' as const }, correlationId: 'crash', causationId: 'crash', occurredAt };
    const accepted = { id: randomUUID(), type: 'CustomerTermsAccepted', data: { customerId: body.user_id, termsVersion: TERMS_VERSION, acceptedAt: occurredAt }, metadata };
    await outbox.transaction((tx) => tx.write(customerStreamId(body.user_id), [accepted]));
    jest.restoreAllMocks();
    expect(await outboxRows()).toBe(1);
    // When the address is verified
    const token = await linkFromOutbox(pool, 'wartend@example.org', '/verify-email');
    await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(200);
    // Then the verification is stored after the pending event, and nothing is left in the outbox
    expect((await customerEvents(t, body.user_id)).map((e) => e.type)).toEqual(['CustomerRegistered', 'CustomerTermsAccepted', 'CustomerEmailVerified']);
    expect(await outboxRows()).toBe(0);
  });

  it('in the normal case the answer comes after the event is stored, and the outbox is empty', async () => {
    const { body } = await register('normal@example.org').expect(201);
    expect((await customerEvents(t, body.user_id)).map((e) => e.type)).toEqual(['CustomerRegistered']);
    expect(await outboxRows()).toBe(0);
  });
});

describe('other wall commands through the outbox', () => {
  it('accepting the terms: the users row and CustomerTermsAccepted commit together', async () => {
    const email = 'agb@example.org';
    const { body } = await register(email).expect(201);
    await http(t).put('/api/v1/customers/confirmation').send({ token: await linkFromOutbox(pool, email, '/verify-email') }).expect(200);
    const token = await login(t, email, 'Herbstlaub-Fahrrad-97');
    crashAfterCommit();
    await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${token}`).send({ accepted_tnc: '1' }).expect(200);
    expect((await pool.query('SELECT accepted_tnc_at FROM users WHERE id = $1', [body.user_id])).rows[0].accepted_tnc_at).not.toBeNull();
    jest.restoreAllMocks();
    await outbox.relayOnce();
    expect((await customerEvents(t, body.user_id)).map((e) => e.type)).toContain('CustomerTermsAccepted');
  });

  it('a deactivation that fails after deciding (session revocation) leaves neither the mark nor the event', async () => {
    const admin = await login(t, DEMO.Admin);
    await login(t, DEMO.b2c); // a session to revoke: the last statement of the transaction
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.b2c]);
    await pool.query(`CREATE FUNCTION sessions_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'revocation failed'; END $$;
      CREATE TRIGGER sessions_refuse BEFORE UPDATE ON sessions FOR EACH ROW WHEN (OLD.user_id = '${rows[0].id}') EXECUTE FUNCTION sessions_refuse();`);
    try {
      await http(t).put(`/api/v1/admin/customers/${rows[0].id}/deactivate`).set('authorization', `Bearer ${admin}`).send({}).expect(500);
    } finally {
      await pool.query('DROP TRIGGER sessions_refuse ON sessions; DROP FUNCTION sessions_refuse()');
    }
    expect(await outboxRows()).toBe(0);
    expect((await customerEvents(t, rows[0].id)).map((e) => e.type)).not.toContain('CustomerAccountDeactivated');
    expect((await pool.query('SELECT deactivated_at FROM users WHERE id = $1', [rows[0].id])).rows[0].deactivated_at).toBeNull();
  });
});
