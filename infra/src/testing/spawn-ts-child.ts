import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface TsChild {
  process: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when stdout has shown `text`; rejects when the process ends first. */
  printed(text: string): Promise<void>;
  /** The last of stdout and stderr, for a failure message. */
  output(): string;
}

/** `node TS_CHILD_LOADER <entry.ts> …` runs a TypeScript entry without a build (also as a worker thread's file). */
export const TS_CHILD_LOADER = path.join(__dirname, 'ts-child.cjs');

/**
 * Starts a TypeScript entry of this repository (api, worker or projections main) as a real Node
 * process without a build, for tests that signal or kill it (ts-child.cjs compiles on require).
 */
export function spawnTsChild(entry: string, args: string[], env: NodeJS.ProcessEnv): TsChild {
  const child = spawn(process.execPath, [TS_CHILD_LOADER, entry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    process: child,
    exited,
    output: () => output.slice(-4000),
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        const onData = () => {
          if (!output.includes(text)) return;
          child.stdout!.off('data', onData);
          resolve();
        };
        child.stdout!.on('data', onData);
        void exited.then(() => reject(new Error(`the process ended before it printed "${text}"\n${output.slice(-4000)}`)));
      }),
  };
}

/**
 * Silences the dependencies once the child is ready (`ready` resolved), sends SIGTERM and resolves
 * when the process has exited: Jest's timeout bounds the wait, nothing measures time. A failure
 * kills the child and carries its output. `whileStopping` may start requests in flight first.
 */
export async function exitsOnSigtermWhileSilent(
  child: TsChild,
  dependencies: { blackhole(): void; restore(): void },
  ready: Promise<unknown>,
  whileStopping: () => void = () => undefined,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  try {
    await ready;
    dependencies.blackhole();
    whileStopping();
    child.process.kill('SIGTERM');
    return await child.exited;
  } catch (error) {
    child.process.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- output of the process ---\n${child.output()}`);
  } finally {
    dependencies.restore();
  }
}

/** A TCP port free on 127.0.0.1 right now, for a child process to listen on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Resolves once `url` answers at all (any status): the child process listens. Rejects when the
 * child ends first; the caller's timeout bounds the wait.
 */
export async function untilListening(url: string, child: Pick<TsChild, 'exited'>): Promise<void> {
  let gone = false;
  void child.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the process exited before ${url} answered`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
