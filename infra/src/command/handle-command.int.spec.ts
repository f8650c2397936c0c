import { ruleViolated, type Decider } from '@autoleasing/domain';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore } from '../event-store/types';
import { createTestDatabase, type TestDatabase } from '../testing';
import { handleCommand } from './handle-command';

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

describe('handleCommand against the PostgreSQL event store', () => {
  let database: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('command');
    const registry = new EventTypeRegistry().register({
      type: 'CounterIncremented',
      schemaVersion: 1,
      validate: (data) => (typeof (data as { by?: unknown }).by === 'number' ? [] : ['by must be a number']),
    });
    store = createPostgresEventStore({ databaseUrl: database.url, registry });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('reads, decides and appends with metadata, returning revision and position', async () => {
    const first = await handleCommand(store, 'counter-a', counter, { type: 'Increment', by: 2, max: 10 }, { metadata, now: () => new Date('2026-11-21T10:00:00Z') });
    const second = await handleCommand(store, 'counter-a', counter, { type: 'Increment', by: 3, max: 10 }, { metadata });
    expect(first.revision).toBe(0n);
    expect(second.revision).toBe(1n);
    expect(second.state).toEqual({ total: 5 });
    expect(second.position! > first.position!).toBe(true);
    const [stored] = await store.readStream('counter-a');
    expect(stored.metadata).toEqual({ ...metadata, occurredAt: '2026-11-21T10:00:00.000Z' });
  });

  it('stores nothing when the decider rejects the command', async () => {
    await expect(handleCommand(store, 'counter-b', counter, { type: 'Increment', by: 11, max: 10 }, { metadata })).rejects.toMatchObject({
      code: 'limit_reached',
    });
    expect(await store.readStream('counter-b')).toEqual([]);
  });

  it('re-decides after losing a race, so every concurrent command lands exactly once', async () => {
    const commands = Array.from({ length: 8 }, () =>
      handleCommand(store, 'counter-c', counter, { type: 'Increment', by: 1, max: 100 }, { metadata, maxRetries: 20 }),
    );
    const results = await Promise.all(commands);
    const revisions = results.map((r) => r.revision).sort((a, b) => Number(a! - b!));
    expect(revisions).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n]);
    expect(await store.readStream('counter-c')).toHaveLength(8);
  });

  it('applies the rule to the state it finally sees: the loser of a race at the ceiling is rejected', async () => {
    const outcomes = await Promise.allSettled(
      [1, 2].map(() => handleCommand(store, 'counter-d', counter, { type: 'Increment', by: 1, max: 1 }, { metadata, maxRetries: 5 })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'limit_reached' } });
    expect(await store.readStream('counter-d')).toHaveLength(1);
  });

  it('gives up with WrongExpectedVersion when every attempt loses a race', async () => {
    let competing = 0;
    // A store whose every append is preceded by another writer's append to the same stream.
    const contested: EventStore = Object.create(store, {
      append: {
        value: async (...args: Parameters<EventStore['append']>) => {
          competing++;
          await handleCommand(store, 'counter-e', counter, { type: 'Increment', by: 1, max: 100 }, { metadata });
          return store.append(...args);
        },
      },
    });
    await expect(
      handleCommand(contested, 'counter-e', counter, { type: 'Increment', by: 1, max: 100 }, { metadata, maxRetries: 2 }),
    ).rejects.toMatchObject({ code: 'wrong_expected_version' });
    expect(competing).toBe(3); // the first attempt and two retries
    expect(await store.readStream('counter-e')).toHaveLength(3); // only the competitors' events
  });
});
