// Run by start-up-packages.int.spec.ts in a plain Node process: loads the api as `main.ts` does
// (without starting it) and prints which of the packages that should load only when used are
// loaded anyway.
import '../src/create-app';

/**
 * Large packages the api needs only for some requests or settings (each hundreds of modules):
 * TypeORM runs the migrations, exceljs reads and writes the dealers' Excel files, pdf-lib renders
 * PDFs (in the worker and a worker thread), the EventStoreDB client serves EVENT_STORE=esdb://…
 */
const LOADED_WHEN_USED = ['typeorm', 'exceljs', 'pdf-lib', '@eventstore/db-client', '@grpc/grpc-js'];

const loaded = LOADED_WHEN_USED.filter((name) => Object.keys(require.cache).some((file) => file.includes(`/node_modules/${name}/`)));
process.stdout.write(`${JSON.stringify({ loaded })}\n`);
