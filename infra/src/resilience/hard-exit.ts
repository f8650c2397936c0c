/**
 * Arms a timer that ends the process if its graceful close has not finished after `timeoutMs`
 * (issue 19: SIGTERM stops each process within 10 s whatever its dependencies do). A pool end
 * or a BullMQ close waits on answers from PostgreSQL/Redis; the timer does not. It is unref'd, so
 * a close that finishes earlier lets the process exit by itself.
 */
export function armHardExit(timeoutMs: number, log: (message: string) => void): void {
  const timer = setTimeout(() => {
    log(`graceful shutdown took longer than ${timeoutMs} ms: exiting now`);
    process.exit(1);
  }, timeoutMs);
  timer.unref();
}

/**
 * Arms the hard exit on the first SIGTERM or SIGINT; the process's own handlers do the graceful
 * close. A signal that arrives before they are installed (still starting, e.g. migrating) ends
 * the process at once, as it would without any handler.
 */
export function exitWithinOnSignal(timeoutMs: number, log: (message: string) => void): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGTERM' ? 143 : 130);
      armHardExit(timeoutMs, log);
    });
  }
}
