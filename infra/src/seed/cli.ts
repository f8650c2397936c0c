import { isDemoDataSize, type DemoDataSize } from '@autoleasing/contracts';
import { DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import { loadRuntimeConfig } from '../config';
import { createPgPool, migrate } from '../db';
import { createEventStore } from '../event-store/create-event-store';
import { EventTypeRegistry } from '../event-store/event-type-registry';
import { generateDemoData } from './generate-demo-data';

/** `npm run seed -- --size demo`: ensures the database and schema, then writes the demo data. */
async function main(argv: string[]): Promise<void> {
  const size = parseSize(argv);
  const { databaseUrl, eventStore: eventStoreChoice, pgTimeouts, appName, wall } = loadRuntimeConfig();
  await migrate(databaseUrl, [], pgTimeouts.migrations);
  // A bulk job: the worker's limits (many rows per statement).
  const pool = createPgPool(databaseUrl, 3, pgTimeouts.worker, appName);
  // The demo dealer's discount events go to the configured store (EVENT_STORE), as the api's would.
  const registry = new EventTypeRegistry();
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
  const eventStore = createEventStore({ eventStore: eventStoreChoice, databaseUrl, registry, pgTimeouts: pgTimeouts.worker, appName });
  let lastShown = -1;
  try {
    const counts = await generateDemoData({
      pool,
      size,
      eventStore,
      secondFactorKey: wall.secondFactorKey,
      onProgress: (percent) => {
        if (percent >= lastShown + 10 || percent === 100) {
          lastShown = percent;
          process.stdout.write(`  ${percent} %\n`);
        }
      },
    });
    console.log(
      `Seed '${size}' done in ${(counts.durationMs / 1000).toFixed(1)} s: ${counts.brands} brands, ${counts.carSeries} car series, ` +
        `${counts.carModels} car models, ${counts.offers} offers, ${counts.leaseTerms} lease terms, ${counts.banks} banks, ` +
        `${counts.dealers} dealers, ${counts.users} users.`,
    );
  } finally {
    await eventStore.close();
    await pool.end();
  }
}

function parseSize(argv: string[]): DemoDataSize {
  const index = argv.findIndex((a) => a === '--size' || a.startsWith('--size='));
  const value = index < 0 ? 'demo' : argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  if (!isDemoDataSize(value)) {
    console.error(`Unknown size '${value}'. Use --size tiny | demo | bench.`);
    process.exit(2);
  }
  return value;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Seed failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
