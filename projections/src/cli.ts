import { exitWithinOnSignal, loadRuntimeConfig, type RuntimeConfig } from '@autoleasing/infra';
import { runCli } from './cli/run-cli';

/** `npm run projections -- <status|rebuild|run>`; see cli/cli-args.ts for the commands. */
const stopSignal = new Promise<string>((resolve) => {
  let asked = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": skip the graceful stop.
    if (asked) process.exit(130);
    asked = true;
    resolve(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
});

/**
 * The process's configuration, read by runCli once the arguments parse, so help and usage errors
 * need none; one that cannot load ends the process like a failed command (exit 1).
 */
function loadConfig(): RuntimeConfig {
  try {
    const config = loadRuntimeConfig(process.env);
    // Batches in flight finish and the advisory locks are released; a database that does not answer
    // must not keep the process past the spec's 10 s (the locks end with the session anyway).
    exitWithinOnSignal(config.shutdownTimeoutMs, (msg) => console.error(msg));
    return config;
  } catch (error) {
    console.error(error);
    return process.exit(1);
  }
}

runCli(process.argv.slice(2), {
  loadConfig,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  stopSignal,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
