import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OrderSummaryInput } from './order-summary-pdf';

/** A render that takes longer than this failed: the batch fails and runs again (no hang). */
const RENDER_TIMEOUT_MS = 10_000;

interface Pending {
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

type RenderAnswer = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string };

/**
 * Renders order summaries on a worker thread. A PDF takes pdf-lib several milliseconds of CPU;
 * on the projections process's own thread that time would hold back every other read model,
 * among them the deals projection each checkout answer waits for. Runs in-process when the
 * compiled worker entry is not there (tests running from TypeScript sources).
 */
export class OrderSummaryRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** `workerArgv`: arguments for the worker file (tests run the TypeScript entry through a loader). */
  constructor(
    private readonly workerFile = path.join(__dirname, 'order-summary-pdf.worker.js'),
    private readonly workerArgv: string[] = [],
  ) {}

  render(input: OrderSummaryInput): Promise<Uint8Array> {
    if (!existsSync(this.workerFile)) return renderInProcess(input);
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id, new Error(`order summary PDF not rendered within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, input });
    });
  }

  /**
   * Starts the worker thread ahead of the first order: loading its modules (pdf-lib, the
   * contracts) costs a few seconds of CPU on a busy machine, which would otherwise land on the
   * first order's mail and on everything the process runs meanwhile. No-op when rendering runs
   * in-process (tests from TypeScript sources).
   */
  warmUp(): void {
    if (existsSync(this.workerFile)) this.ensureWorker();
  }

  /** Ends the worker thread (process shutdown); later renders start a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('order summary renderer closed'));
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, { argv: this.workerArgv });
    // The thread must not keep a stopping process alive: pending renders time out or fail on exit.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => this.settle(answer.id, answer.error === undefined ? answer.pdf : new Error(answer.error)));
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`order summary PDF worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(id: number, outcome: Uint8Array | Error): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (outcome instanceof Error) entry.reject(outcome);
    else entry.resolve(outcome);
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }
}

/**
 * Tests running from TypeScript sources render in-process; only they load the PDF code (pdf-lib,
 * about 140 modules) into this thread. Built, it loads in the worker thread alone, so neither the
 * projections process nor the api (which imports this package) carries it.
 */
function renderInProcess(input: OrderSummaryInput): Promise<Uint8Array> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderOrderSummaryPdf } = require('./order-summary-pdf') as typeof import('./order-summary-pdf');
  return renderOrderSummaryPdf(input);
}
