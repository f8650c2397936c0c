import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { IdempotencyStore } from '../../../common/idempotency/idempotency-store';
import { PG_POOL } from '../../../core/tokens';

const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes stored idempotent answers after 24 h (they may quote personal data). Runs on start and
 * then every ten minutes; two api processes sweeping at once do no harm.
 */
@Injectable()
export class PrivacySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PrivacySweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  private readonly idempotencyKeys: IdempotencyStore;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.idempotencyKeys = new IdempotencyStore(pool);
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.idempotencyKeys.deleteExpired()
        .then((deleted) => {
          if (deleted) this.logger.log({ deleted }, 'expired idempotency keys deleted');
        })
        .catch((error: unknown) => this.logger.error({ err: error }, 'privacy sweep failed; next run retries'))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** Before the pool closes (CoreModule closes it on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
