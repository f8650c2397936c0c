export type CliCommand =
  | { command: 'status'; json: boolean }
  | { command: 'rebuild'; name: string }
  | { command: 'run' }
  | { command: 'migrate' }
  | { command: 'help' }
  | { command: 'invalid'; message: string };

export const USAGE = `Usage: npm run projections -- <command>
  status [--json]    checkpoint, status, lag and holder of every projection
  rebuild <name>     replay a projection into fresh tables and swap them in
  run                run all projections until SIGINT/SIGTERM
  migrate            apply the migrations and create every projection's tables`;

/** Pure parsing of argv (without node and script), so the CLI's edge cases are unit-tested. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case 'status': {
      const unknown = rest.filter((a) => a !== '--json');
      if (unknown.length) return { command: 'invalid', message: `Unknown option for status: ${unknown.join(' ')}` };
      return { command: 'status', json: rest.includes('--json') };
    }
    case 'rebuild':
      if (rest.length !== 1 || rest[0].startsWith('-')) return { command: 'invalid', message: 'rebuild needs exactly one projection name' };
      return { command: 'rebuild', name: rest[0] };
    case 'run':
    case 'migrate':
      if (rest.length) return { command: 'invalid', message: `${command} takes no arguments: ${rest.join(' ')}` };
      return { command };
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { command: 'help' };
    default:
      return { command: 'invalid', message: `Unknown command "${command}"` };
  }
}
