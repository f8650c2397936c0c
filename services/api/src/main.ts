import { exitWithinOnSignal, loadRuntimeConfig, migrate } from '@autoleasing/infra';
import { TABLE_OWNERS } from '@autoleasing/projections';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadRuntimeConfig();
  // Nest closes the app on SIGTERM (enableShutdownHooks); a pool or Redis that does not answer
  // must not keep the process alive past the spec's 10 s, so a hard exit is armed beside it.
  exitWithinOnSignal(config.shutdownTimeoutMs, (msg) => process.stderr.write(`${JSON.stringify({ level: 'warn', service: 'api', msg })}\n`));
  // The projections' tables too, so the api answers before a projections process first ran (ADR 0007).
  await migrate(config.databaseUrl, TABLE_OWNERS, config.pgTimeouts.migrations);
  const app = await createApp({ serveWeb: true, config });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', service: 'api', msg: 'api failed to start', error: (error as Error).message })}\n`);
  process.exit(1);
});
