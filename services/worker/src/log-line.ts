/** One JSON line per log entry, like the api's pino logs, so one tool reads both. */
export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), service: 'worker', msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
