import { JOB_QUEUES, type JobName } from '@autoleasing/contracts';
import { DEAL_EVENT_SCHEMAS, DISCOUNT_EVENT_SCHEMAS } from '@autoleasing/domain';
import {
  createDocumentStorage,
  createEventStore,
  createPgPool,
  createRedisConnection,
  EventTypeRegistry,
  JobQueues,
  pendingCampaigns,
  queueCampaignBoundaries,
  type RuntimeConfig,
} from '@autoleasing/infra';
import { type Job, Worker } from 'bullmq';
import { demoDataGenerateProcessor } from './processors/demo-data-generate.processor';
import { campaignBoundaryProcessor, discountsCopyProcessor, discountsUpdateAllProcessor, type DiscountProcessorOptions } from './processors/discounts';
import { selfAssessmentFormProcessor } from './processors/self-assessment';
import { logLine } from './log-line';

type Processor = (job: Job) => Promise<unknown>;

/**
 * Bulk discount jobs (issue 19): a worker that dies mid-job leaves it 'active' until its lock runs
 * out; another worker's stall check then sends it back to the queue, and it resumes after its
 * last committed batch (the decider skips the rows the operation wrote). However often that
 * happens, the job is never failed for stalling, and a short lock makes the bar move again within
 * seconds. Other queues keep BullMQ's defaults.
 */
function bulkQueueOptions(lockMs: number) {
  return { maxStalledCount: 1000, lockDuration: lockMs, stalledInterval: Math.ceil(lockMs / 2) };
}

export interface WorkerApp {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Starts one BullMQ worker per queue of the job catalogue and routes each job by name to its
 * processor. An unknown job name fails the job instead of silently completing it.
 */
export async function startWorkerApp(
  config: RuntimeConfig,
  prefix = config.queuePrefix,
  hooks: {
    discounts?: DiscountProcessorOptions;
  } = {},
): Promise<WorkerApp> {
  // Bulk batches run many rows per statement: the worker's longer limits (WORKER_PG_STATEMENT_TIMEOUT_MS).
  const pool = createPgPool(config.databaseUrl, 5, config.pgTimeouts.worker, config.appName);
  // The worker appends through the same command path as the api, with the same schema checks.
  const registry = new EventTypeRegistry();
  for (const schema of DISCOUNT_EVENT_SCHEMAS) registry.register(schema);
  for (const schema of DEAL_EVENT_SCHEMAS) registry.register(schema);
  const eventStore = createEventStore({ eventStore: config.eventStore, databaseUrl: config.databaseUrl, registry, pgTimeouts: config.pgTimeouts.worker, appName: config.appName });
  // Same DOCUMENTS_DIR / S3_BUCKET as the api: the api serves what the worker stores.
  const documentStorage = createDocumentStorage(config.documents);
  const processors: Record<JobName, Processor> = {
    'deal.self_assessment_form': selfAssessmentFormProcessor(pool, eventStore, documentStorage) as Processor,
    'demo-data.generate': demoDataGenerateProcessor(pool, eventStore, config.wall.secondFactorKey) as Processor,
    'discounts.update_all': discountsUpdateAllProcessor(pool, eventStore, hooks.discounts) as Processor,
    'discounts.copy': discountsCopyProcessor(pool, eventStore, hooks.discounts) as Processor,
    'discounts.campaign_boundary': campaignBoundaryProcessor(eventStore, pool) as Processor,
  };
  const connections: ReturnType<typeof createRedisConnection>[] = [];
  const queueNames = [...new Set(Object.values(JOB_QUEUES))];
  const workers = queueNames.map((queueName) => {
    const connection = createRedisConnection(config.redisUrl, config.redisTimeouts, (level, msg, fields) => logLine(level, msg, fields));
    connections.push(connection);
    const worker = new Worker(
      queueName,
      async (job: Job) => {
        const processor = processors[job.name as JobName];
        if (!processor) throw new Error(`Unknown job name "${job.name}" on queue ${queueName}`);
        return processor(job);
      },
      {
        connection,
        prefix,
        concurrency: config.workerConcurrency,
        ...(queueName === JOB_QUEUES['discounts.update_all'] ? bulkQueueOptions(config.bulkJobLockMs) : {}),
      },
    );
    reportWorkerErrorsOnce(worker, connection, queueName);
    worker.on('completed', (job) => logLine('info', 'job completed', { jobId: job.id, name: job.name }));
    worker.on('failed', (job, error) =>
      logLine('error', 'job failed', { jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, error: error.message }),
    );
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  const queueConnection = createRedisConnection(config.redisUrl, config.redisTimeouts, (level, msg, fields) => logLine(level, msg, fields));
  connections.push(queueConnection);
  const queues = new JobQueues(queueConnection, prefix);
  await catchUpCampaignBoundaries(pool, queues);
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await queues.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
      await eventStore.close();
      await pool.end();
    },
  };
}

/**
 * A restart must not lose campaign boundaries (ADR 0005): every campaign still scheduled or running
 * gets its boundary jobs queued again (the same job ids, so nothing runs twice); one whose moment
 * passed while no worker ran is queued without delay and fires at once. A database without the
 * read model yet (first start before the migrations) has nothing to catch up.
 */
async function catchUpCampaignBoundaries(pool: ReturnType<typeof createPgPool>, queues: JobQueues): Promise<void> {
  try {
    const campaigns = await pendingCampaigns(pool);
    for (const campaign of campaigns) await queueCampaignBoundaries(queues, campaign);
    if (campaigns.length) logLine('info', 'campaign boundaries queued', { campaigns: campaigns.length });
  } catch (error) {
    logLine('warn', 'campaign boundaries not caught up', { error: (error as Error).message });
  }
}

/**
 * BullMQ emits 'error' on a worker for every failed poll while Redis is away, and prints each one
 * to the console when nobody listens: a log flood. The first is logged; the rest of the outage is
 * quiet until the connection is ready again (its own outage lines come from redis-connection.ts).
 */
function reportWorkerErrorsOnce(worker: Worker, connection: ReturnType<typeof createRedisConnection>, queueName: string): void {
  let failing = false;
  worker.on('error', (error) => {
    if (failing) return;
    failing = true;
    logLine('warn', 'worker error; further ones are not logged until Redis is ready again', { queue: queueName, error: error.message });
  });
  connection.on('ready', () => {
    failing = false;
  });
}
