/** Structured log sink: one JSON object per line, so ops can grep and parse it. */
export type LogLine = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
export type Logger = (line: LogLine) => void;

export const jsonLineLogger: Logger = (line) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};
