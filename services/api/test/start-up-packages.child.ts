// Run by start-up-packages.int.spec.ts in a plain Node process: loads the api as `main.ts` does
// (without starting it) and prints which of the packages that should load only when used are
// loaded anyway.
import '../src/create-app';
import { LOADED_WHEN_USED } from './start-up-packages';

const loaded = LOADED_WHEN_USED.filter((name) => Object.keys(require.cache).some((file) => file.includes(`/node_modules/${name}/`)));
process.stdout.write(`${JSON.stringify({ loaded })}\n`);
