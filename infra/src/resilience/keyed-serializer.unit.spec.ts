import { DependencyUnavailable } from './dependency-unavailable';
import { KeyedSerializer } from './keyed-serializer';

/** A piece of work that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    work: async () => {
      log.push(`start ${name}`);
      await opened;
      log.push(`end ${name}`);
      return name;
    },
  };
}

describe('KeyedSerializer', () => {
  it('runs the work of one key one at a time, in arrival order, and other keys alongside', async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const [a1, a2, b1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b1')];
    const results = [serializer.run('a', a1.work, 10_000), serializer.run('a', a2.work, 10_000), serializer.run('b', b1.work, 10_000)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a1', 'start b1']);
    a2.open();
    b1.open();
    a1.open();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(serializer.size).toBe(0);
  });

  it('a failing work lets the next one run', async () => {
    const serializer = new KeyedSerializer();
    const failed = serializer.run('a', () => Promise.reject(new Error('boom')), 10_000);
    await expect(failed).rejects.toThrow('boom');
    await expect(serializer.run('a', async () => 'next', 10_000)).resolves.toBe('next');
  });

  it('gives up after its wait limit with a 503 error, never runs that work, and keeps the order for the rest', async () => {
    jest.useFakeTimers();
    try {
      const serializer = new KeyedSerializer();
      const log: string[] = [];
      const [slow, late] = [gate(log, 'slow'), gate(log, 'late')];
      const first = serializer.run('a', slow.work, 10_000);
      const abandoned = serializer.run('a', async () => void log.push('abandoned ran'), 1000);
      const third = serializer.run('a', late.work, 60_000);
      const refusal = expect(abandoned).rejects.toBeInstanceOf(DependencyUnavailable);
      await jest.advanceTimersByTimeAsync(1001);
      await refusal;
      expect(log).toEqual(['start slow']);
      slow.open();
      late.open();
      expect(await Promise.all([first, third])).toEqual(['slow', 'late']);
      expect(log).toEqual(['start slow', 'end slow', 'start late', 'end late']);
    } finally {
      jest.useRealTimers();
    }
  });
});
