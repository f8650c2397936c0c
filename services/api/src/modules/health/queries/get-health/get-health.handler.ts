import type { HealthResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { getProjectionStatus, projectionNames } from '@autoleasing/projections';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { EVENT_STORE, PG_POOL, REDIS } from '../../../../core/tokens';
import { GetHealthQuery } from './get-health.query';
import { timed } from './timed-probe';

/** 'ok' when PostgreSQL, Redis and the event store answer; projection lag is reported, not judged. */
@QueryHandler(GetHealthQuery)
export class GetHealthHandler implements IQueryHandler<GetHealthQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute(): Promise<HealthResponse> {
    const [postgres, redis, eventStore] = await Promise.all([
      timed(() => this.pool.query('SELECT 1')),
      timed(() => this.redis.ping()),
      timed(() => this.eventStore.headPosition()),
    ]);
    const projections = postgres.ok
      ? (await getProjectionStatus({ pool: this.pool, eventStore: this.eventStore, names: projectionNames(), lagCap: 10_000 })).map(
          (p) => ({ name: p.name, status: p.status, lag: p.lag, lagCapped: p.lagCapped, failedEventId: p.failedEventId }),
        )
      : [];
    const ok = postgres.ok && redis.ok && eventStore.ok;
    return { status: ok ? 'ok' : 'unavailable', checks: { postgres, redis, eventStore }, projections };
  }
}
