import { newEvent } from '../testing/new-event';
import { capturingLogger, createProjectionTestKit, eventually, recordingProjection, type ProjectionTestKit } from '../testing/projection-test-kit';
import { ProjectionRunner } from './projection-runner';
import { getProjectionStatus } from './projection-status';
import { waitForProjections } from './wait-for-projections';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(60_000);

describe('status and waitForProjections', () => {
  let kit: ProjectionTestKit;
  let runner: ProjectionRunner | undefined;

  beforeAll(async () => {
    kit = await createProjectionTestKit('status');
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });
  afterAll(async () => {
    await kit.close();
  });

  function start(name: string, holder = 'status-test') {
    runner = new ProjectionRunner({ pool: kit.pool, eventStore: kit.store, projections: [recordingProjection(name)], holder, lockRetryMs: 100, log: capturingLogger().log });
    runner.start();
  }
  const status = async (name: string, lagCap?: number) => (await getProjectionStatus({ pool: kit.pool, eventStore: kit.store, names: [name], lagCap }))[0];

  it('shows lag in events, the live holder and a stopped projection without holder', async () => {
    await kit.append('deal-1', [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D'), newEvent('E')]);
    expect(await status('lagging')).toMatchObject({ status: 'never-run', position: 0n, lag: 5, lagCapped: false, holder: null, locked: false });
    expect(await status('lagging', 3)).toMatchObject({ lag: 3, lagCapped: true });

    start('lagging', 'holder-x');
    await eventually(async () => expect(await status('lagging')).toMatchObject({ status: 'running', lag: 0, holder: 'holder-x', locked: true }));
    await kit.append('deal-1', [newEvent('F')]);
    await eventually(async () => expect((await status('lagging')).lag).toBe(0));

    await runner!.stop();
    expect(await status('lagging')).toMatchObject({ status: 'stopped', holder: null, locked: false });
    await kit.append('deal-1', [newEvent('G'), newEvent('H')]);
    expect((await status('lagging')).lag).toBe(2);
  });

  it('waitForProjections: false at the timeout, true once every named projection reached the position', async () => {
    const position = await kit.append('deal-2', [newEvent('A')]);
    expect(await waitForProjections({ pool: kit.pool, names: ['waiter'], position, timeoutMs: 300 })).toBe(false);

    // Waiting starts before the projection runs: the NOTIFY from its commit wakes the waiter.
    const waiting = waitForProjections({ pool: kit.pool, names: ['waiter'], position, timeoutMs: 5000 });
    start('waiter');
    expect(await waiting).toBe(true);
    expect(await waitForProjections({ pool: kit.pool, names: ['waiter'], position, timeoutMs: 10 })).toBe(true);
    // One name not there yet is enough to wait.
    expect(await waitForProjections({ pool: kit.pool, names: ['waiter', 'absent'], position, timeoutMs: 100 })).toBe(false);
  });
});
