import { Logger } from '@nestjs/common';

const logger = new Logger('WallMail');

/**
 * Recover and resend must not reveal whether an address has an account: the answer is the same
 * and is sent before any lookup or mail work, so neither its content nor its timing differs.
 */
export function inBackground(work: () => Promise<void>): void {
  const done = new Promise<void>((resolve) =>
    setImmediate(() => {
      work()
        .catch((error: unknown) => logger.error({ err: error }, 'Background mail request failed'))
        .finally(resolve);
    }),
  );
  running.add(done);
  void done.then(() => running.delete(done));
}

const running = new Set<Promise<void>>();

/**
 * Resolves once every background request started so far has finished: a test that expects no
 * mail waits on this, where it would otherwise sleep and hope the work was done.
 */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
