import type { HealthResponse } from '@autoleasing/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetHealthQuery } from './get-health.query';

@ApiTags('health')
@Controller('api/health')
export class GetHealthHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** 200 when PostgreSQL, Redis and the event store answer; 503 otherwise. Lag is reported, not judged. */
  @Get()
  @ApiOperation({ summary: 'Zustand von PostgreSQL, Redis, Event Store und Projektionen' })
  @RespondsWith('HealthResponse', { status: 503, description: 'Eine Abhängigkeit antwortet nicht' })
  @RespondsWith('HealthResponse', { description: 'Alle Abhängigkeiten antworten' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const health = await this.queryBus.execute(new GetHealthQuery());
    void reply.status(health.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return health;
  }
}
