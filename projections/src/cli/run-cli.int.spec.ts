import { loadRuntimeConfig } from '@autoleasing/infra';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { newEvent } from '../testing/new-event';
import { runCli, type CliIo } from './run-cli';

jest.setTimeout(60_000);

describe('projections CLI', () => {
  let kit: ProjectionTestKit;

  beforeAll(async () => {
    kit = await createProjectionTestKit('cli');
  });
  afterAll(async () => {
    await kit.close();
  });

  function io(stop: Promise<string> = new Promise(() => undefined)): CliIo & { stdout: string[]; stderr: string[] } {
    const stdout: string[] = [];
    const stderr: string[] = [];
    return { loadConfig: () => loadRuntimeConfig({ DATABASE_URL: kit.db.url }), out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), stopSignal: stop, log: () => undefined, stdout, stderr };
  }

  it('help and a usage error print the usage without reading the configuration', async () => {
    const broken = (): never => {
      throw new Error('broken environment');
    };
    const help = { ...io(), loadConfig: broken };
    expect(await runCli(['help'], help)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/^Usage: npm run projections/);
    const typo = { ...io(), loadConfig: broken };
    expect(await runCli(['frobnicate'], typo)).toBe(2);
    expect(typo.stderr.join('\n')).toMatch(/Unknown command "frobnicate"[\s\S]*Usage: npm run projections/);
  });

  it('rebuild of an unknown projection: clear message, exit 2, no database needed', async () => {
    const cli = io();
    expect(await runCli(['rebuild', 'no-such-thing'], cli)).toBe(2);
    expect(cli.stderr.join('\n')).toMatch(/Unknown projection "no-such-thing"\. Known projections: audit-trail/);
  });

  it('run until a stop signal, then status shows it stopped, caught up; rebuild works', async () => {
    const head = await kit.append('deal-1', [newEvent('DealCreated'), newEvent('DealArchived')]);
    let stop!: (signal: string) => void;
    const running = runCli(['run'], io(new Promise((r) => (stop = r))));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const cli = io();
      await runCli(['status', '--json'], cli);
      const [audit] = JSON.parse(cli.stdout[0]);
      if (audit.position === head.toString()) break;
      if (Date.now() > deadline) throw new Error(`audit-trail never caught up: ${cli.stdout[0]}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    stop('SIGTERM');
    expect(await running).toBe(0);

    const table = io();
    expect(await runCli(['status'], table)).toBe(0);
    expect(table.stdout[0]).toMatch(/^name\s+status\s+checkpoint\s+lag\s+holder\s+failed event\n/);
    expect(table.stdout[0]).toMatch(new RegExp(`audit-trail\\s+stopped\\s+${head}\\s+0\\s+-\\s+-`));

    const rebuild = io();
    expect(await runCli(['rebuild', 'audit-trail'], rebuild)).toBe(0);
    expect(rebuild.stdout[0]).toBe(`Rebuilt audit-trail: 2 events replayed, checkpoint ${head}.`);
    expect((await kit.pool.query('SELECT count(*)::int AS n FROM audit_trail')).rows[0].n).toBe(2);
  });
});
