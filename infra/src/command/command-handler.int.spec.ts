import { ruleViolated, type Decider } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { createPgPool } from '../db/pg-pool';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/types';
import { createTestDatabase, type TestDatabase } from '../testing';
import { CommandHandler } from './command-handler';

// A counter with a ceiling: enough to show re-deciding after a lost race changes the outcome.
type Event = { type: 'CounterIncremented'; data: { by: number } };
type Command = { type: 'Increment'; by: number; max: number };
type State = { total: number };

const counter: Decider<State, Command, Event> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (state.total + command.by > command.max) throw ruleViolated('limit_reached', 'Das Limit ist erreicht.');
    return [{ type: 'CounterIncremented', data: { by: command.by } }];
  },
};

const metadata = { actor: { userId: 'u-1', role: 'Customer' as const }, correlationId: 'corr-1', causationId: 'cause-1' };

/**
 * The command handler without mutable rows (as the discount layouts use it). With rows, a cached
 * state and writers that skip the lock: infra/src/event-outbox/event-outbox.int.spec.ts.
 */
describe('CommandHandler against the PostgreSQL event store', () => {
  let database: TestDatabase;
  let pool: Pool;
  let store: EventStore;
  let handler: CommandHandler;
  const handleCommand = (streamId: string, command: Command, options: { now?: () => Date } = {}) => handler.execute(streamId, counter, command, { metadata, ...options });

  beforeAll(async () => {
    database = await createTestDatabase('command');
    const registry = new EventTypeRegistry().register({
      type: 'CounterIncremented',
      schemaVersion: 1,
      validate: (data) => (typeof (data as { by?: unknown }).by === 'number' ? [] : ['by must be a number']),
    });
    store = createPostgresEventStore({ databaseUrl: database.url, registry });
    pool = createPgPool(database.url, 8);
    handler = new CommandHandler(store, pool);
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  it('reads, decides and appends with metadata, returning the state and the position', async () => {
    const first = await handleCommand('counter-a', { type: 'Increment', by: 2, max: 10 }, { now: () => new Date('2026-11-21T10:00:00Z') });
    const second = await handleCommand('counter-a', { type: 'Increment', by: 3, max: 10 });
    expect(first.state).toEqual({ total: 2 });
    expect(second.state).toEqual({ total: 5 });
    expect(second.position! > first.position!).toBe(true);
    const [stored] = await store.readStream('counter-a');
    expect(stored.metadata).toEqual({ ...metadata, occurredAt: '2026-11-21T10:00:00.000Z' });
  });

  it('stores nothing when the decider rejects the command', async () => {
    await expect(handleCommand('counter-b', { type: 'Increment', by: 11, max: 10 })).rejects.toMatchObject({ code: 'limit_reached' });
    expect(await store.readStream('counter-b')).toEqual([]);
  });

  it('decides concurrent commands one after the other, so every one lands exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => handleCommand('counter-c', { type: 'Increment', by: 1, max: 100 })));
    expect(results.map((r) => r.state.total).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await store.readStream('counter-c')).toHaveLength(8);
  });

  it('applies the rule to the state it finally sees: the second of two commands at the ceiling is rejected', async () => {
    const outcomes = await Promise.allSettled([1, 2].map(() => handleCommand('counter-d', { type: 'Increment', by: 1, max: 1 })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'limit_reached' } });
    expect(await store.readStream('counter-d')).toHaveLength(1);
  });
});
