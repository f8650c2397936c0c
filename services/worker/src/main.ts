import { exitWithinOnSignal, loadRuntimeConfig, migrate } from '@autoleasing/infra';
import { TABLE_OWNERS } from '@autoleasing/projections';
import { logLine } from './log-line';
import { startWorkerApp } from './worker-app';

async function main(): Promise<void> {
  const config = loadRuntimeConfig();
  // Closing waits for running jobs and for Redis/PostgreSQL; the process stops within 10 s anyway
  // (a job cut short is taken up again by another worker: BullMQ's stalled-job check).
  exitWithinOnSignal(config.shutdownTimeoutMs, (msg) => logLine('warn', msg));
  // The projections' tables too: jobs read the discount read models (ADR 0007).
  await migrate(config.databaseUrl, TABLE_OWNERS, config.pgTimeouts.migrations);
  const app = await startWorkerApp(config);
  logLine('info', 'worker ready', { queues: app.workers.map((w) => w.name) });
  const stop = async (signal: string) => {
    logLine('info', 'worker stopping', { signal });
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logLine('error', 'worker failed to start', { error: (error as Error).message });
  process.exit(1);
});
