import { loadRuntimeConfig, migrate } from '@autoleasing/infra';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadRuntimeConfig();
  await migrate(config.databaseUrl);
  const app = await createApp({ serveWeb: true });
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', service: 'api', msg: 'api failed to start', error: (error as Error).message })}\n`);
  process.exit(1);
});
