import { loadRuntimeConfig } from '../config';
import { migrate } from './migrate';

migrate(loadRuntimeConfig().databaseUrl)
  .then((applied) => {
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Database schema is up to date.');
  })
  .catch((error: unknown) => {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exit(1);
  });
