import { isDemoDataSize, SYSTEM_ACTOR } from '@autoleasing/contracts';
import { jobId, type JobQueues, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { JOB_QUEUES_TOKEN, PG_POOL, RUNTIME_CONFIG } from '../../../core/tokens';

export const INITIAL_DEMO_DATA_JOB_KEY = 'initial-demo-data';

/**
 * With SEED_ON_START=demo|bench|tiny (what `npm start` sets), an empty catalogue is filled by the
 * worker through the `demo-data.generate` job. The deterministic job key makes several api
 * processes enqueue it once.
 */
@Injectable()
export class InitialDemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InitialDemoData');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const size = this.config.seedOnStart;
    if (!isDemoDataSize(size)) return;
    const { rows } = await this.pool.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM car_specs) AS empty');
    if (!rows[0].empty) return;
    // A finished job from an earlier database would block the deterministic id: clear it.
    const earlier = await this.queues.find(jobId('maintenance', INITIAL_DEMO_DATA_JOB_KEY));
    if (earlier && ['completed', 'failed'].includes(await earlier.getState())) await earlier.remove();
    const id = await this.queues.enqueue(
      'demo-data.generate',
      { payload: { size }, requestedBy: SYSTEM_ACTOR, correlationId: INITIAL_DEMO_DATA_JOB_KEY },
      { key: INITIAL_DEMO_DATA_JOB_KEY },
    );
    this.logger.log({ jobId: id, size }, 'Catalogue is empty: demo data job enqueued');
  }
}
