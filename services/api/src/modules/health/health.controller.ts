import type { HealthCheck, HealthResponse } from '@autoleasing/contracts';
import type { EventStore } from '@autoleasing/infra';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../common/openapi/response-schemas';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { getProjectionStatus, projectionNames } from '@autoleasing/projections';
import { EVENT_STORE, PG_POOL, REDIS } from '../../core/tokens';

async function timed(probe: () => Promise<unknown>, timeoutMs = 2000): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  /** 200 when PostgreSQL, Redis and the event store answer; 503 otherwise. Lag is reported, not judged. */
  @Get()
  @ApiOperation({ summary: 'Zustand von PostgreSQL, Redis, Event Store und Projektionen' })
  @RespondsWith('HealthResponse', { status: 503, description: 'Eine Abhängigkeit antwortet nicht' })
  @RespondsWith('HealthResponse', { description: 'Alle Abhängigkeiten antworten' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
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
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable', checks: { postgres, redis, eventStore }, projections };
  }
}
