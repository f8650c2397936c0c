import { randomUUID } from 'node:crypto';
import {
  type Actor,
  JOB_QUEUES,
  RESUMABLE_JOBS,
  type JobName,
  type JobPayload,
  type JobState,
  type JobStatusResponse,
} from '@autoleasing/contracts';
import { type Job, type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../resilience/dependency-unavailable';

/** What every job carries besides its payload: who asked, for access checks and event metadata. */
export interface JobEnvelope<N extends JobName = JobName> {
  payload: JobPayload<N>;
  requestedBy: Actor;
  correlationId: string;
}

/**
 * Job ids name their queue (`<queue>--<key>`) so GET /api/v1/jobs/{id} finds the job without
 * asking every queue; the key is deterministic where a repeat must not run twice.
 */
const ID_SEPARATOR = '--';

export function jobId(queue: string, key: string = randomUUID()): string {
  return `${queue}${ID_SEPARATOR}${key}`;
}

export function queueOfJobId(id: string): string | null {
  const at = id.indexOf(ID_SEPARATOR);
  return at > 0 ? id.slice(0, at) : null;
}

/** A request waits this long for the queue's Redis before it is told the service is unavailable. */
export const DEFAULT_QUEUE_TIMEOUT_MS = 3_000;

export class JobQueues {
  private readonly queues = new Map<string, Queue>();

  /** `timeoutMs` bounds each call: BullMQ waits for a connection to become ready without limit. */
  constructor(
    private readonly connection: Redis,
    readonly prefix = 'autoleasing',
    private readonly timeoutMs = DEFAULT_QUEUE_TIMEOUT_MS,
  ) {}

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // The connection's owner reports outages once (redis-connection.ts); the queue repeats them.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Runs one call on a queue within the time limit. A queue whose start-up failed (Redis away
   * when it was first used) stays broken in BullMQ, so it is dropped and made anew next time.
   */
  private async bounded<T>(name: string, call: (queue: Queue) => Promise<T>): Promise<T> {
    const queue = this.queue(name);
    try {
      return await withTimeout(call(queue), this.timeoutMs, 'redis');
    } catch (error) {
      const broken = await withTimeout(queue.waitUntilReady(), 1, 'redis').then(
        () => false,
        (e: unknown) => (e as { code?: string }).code !== 'dependency_unavailable',
      );
      if (broken && this.queues.get(name) === queue) {
        this.queues.delete(name);
        void queue.close().catch(() => undefined);
      }
      throw error;
    }
  }

  knownQueue(name: string): boolean {
    return Object.values(JOB_QUEUES).includes(name);
  }

  /** Enqueues a typed job. With `key`, a second enqueue of the same key returns the first job. */
  async enqueue<N extends JobName>(
    name: N,
    envelope: JobEnvelope<N>,
    options: { key?: string } & Pick<JobsOptions, 'attempts' | 'backoff' | 'delay'> = {},
  ): Promise<string> {
    const queueName = JOB_QUEUES[name];
    const id = jobId(queueName, options.key);
    await this.bounded(queueName, (queue) =>
      queue.add(name, envelope, {
        jobId: id,
        attempts: options.attempts ?? 3,
        backoff: options.backoff ?? { type: 'exponential', delay: 1000 },
        delay: options.delay,
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      }),
    );
    return id;
  }

  async find(id: string): Promise<Job<JobEnvelope> | null> {
    const queueName = queueOfJobId(id);
    if (!queueName || !this.knownQueue(queueName)) return null;
    return ((await this.bounded(queueName, (queue) => queue.getJob(id))) as Job<JobEnvelope> | undefined) ?? null;
  }

  /**
   * A job and its status, with the state read BEFORE the job's fields. Read the other way round,
   * a job finishing in between was reported 'completed' with the fields of its running self: no
   * result and no finish time (seen as 'Massenänderung abgeschlossen: Fertig.' without the counts).
   * This way a job finishing in between is reported as still running, and the next poll has it all.
   */
  async status(id: string): Promise<{ job: Job<JobEnvelope>; status: JobStatusResponse } | null> {
    const queueName = queueOfJobId(id);
    if (!queueName || !this.knownQueue(queueName)) return null;
    return this.bounded(queueName, async (queue) => {
      const state = await queue.getJobState(id);
      const job = (await queue.getJob(id)) as Job<JobEnvelope> | undefined;
      return job ? { job, status: await describeJob(job, state) } : null;
    });
  }

  /**
   * Sends a failed resumable job back to the queue, its attempts counted afresh; answers its
   * status as it is now (waiting), or null when it cannot be resumed (not failed, not resumable).
   */
  async resume(job: Job<JobEnvelope>): Promise<JobStatusResponse | null> {
    const queueName = JOB_QUEUES[job.name as JobName];
    if (!RESUMABLE_JOBS.includes(job.name as JobName) || !queueName) return null;
    return this.bounded(queueName, async () => {
      if ((await job.getState()) !== 'failed') return null;
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return describeJob(job, 'waiting');
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

function toJobState(state: string): JobState {
  switch (state) {
    case 'waiting':
    case 'waiting-children':
    case 'prioritized':
      return 'waiting';
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
      return state;
    default:
      return 'unknown';
  }
}

/** What a failed job tells the person who started it: how far it got, and whether it can go on. */
function failure(progress: number, resumable: boolean): { code: string; message: string } {
  if (!resumable) return { code: 'job_failed', message: 'Der Auftrag ist fehlgeschlagen. Bitte versuchen Sie es später erneut.' };
  return {
    code: 'job_interrupted',
    message: `Der Auftrag wurde bei ${progress} % unterbrochen. Bereits geänderte Zeilen bleiben geändert; „Fortsetzen“ bearbeitet nur die übrigen.`,
  };
}

/** Progress is a number 0–100 for us; BullMQ allows objects too, which we never write. */
function toPercent(progress: unknown): number {
  return typeof progress === 'number' ? Math.max(0, Math.min(100, Math.round(progress))) : 0;
}

/** `rawState`: BullMQ's state when the caller read it before the job's fields (JobQueues.status); else it is read now. */
export async function describeJob(job: Job, rawState?: string): Promise<JobStatusResponse> {
  const state = toJobState(rawState ?? (await job.getState()));
  const progress = state === 'completed' ? 100 : toPercent(job.progress);
  const resumable = state === 'failed' && RESUMABLE_JOBS.includes(job.name as JobName);
  return {
    id: job.id ?? '',
    name: job.name,
    state,
    progress,
    result: state === 'completed' ? (job.returnvalue ?? null) : null,
    error: state === 'failed' ? failure(progress, resumable) : null,
    resumable,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/**
 * Who may read a job's status: whoever asked for it, and Admins. Jobs the system started on its
 * own (e.g. the initial demo data) carry no personal data and are readable by everyone.
 */
export function canReadJob(reader: Actor, requestedBy: Actor): boolean {
  if (requestedBy.role === 'System') return true;
  if (reader.role === 'Admin') return true;
  return reader.role !== 'Visitor' && reader.userId === requestedBy.userId;
}
