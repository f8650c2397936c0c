import { type DocumentStorage, sweepDocuments } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import type { RuntimeConfig } from '@autoleasing/infra';
import { PG_POOL, RUNTIME_CONFIG } from '../../../core/tokens';
import { DOCUMENT_STORAGE } from './documents.tokens';

/**
 * Deletes the files of removed and erased documents, retires uploads never attached within an hour
 * and signed targets never used (infra sweepDocuments). Runs on start and then every minute.
 */
@Injectable()
export class DocumentsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DocumentsSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      if (this.running) return;
      this.running = sweepDocuments({ pool: this.pool, storage: this.storage })
        .then((result) => {
          if (result.filesDeleted || result.abandonedUploads || result.targetsRetired) this.logger.log(result, 'documents swept');
        })
        .catch((error: unknown) => this.logger.error({ err: error }, 'document sweep failed; next run retries'))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, this.config.documentsSweepMs);
    this.timer.unref();
  }

  /** Before the pool closes (CoreModule closes it on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
