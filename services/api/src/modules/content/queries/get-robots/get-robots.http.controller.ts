import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { crawlerFile } from '../../shared/sitemap/crawler-file';
import { GetRobotsQuery } from './get-robots.query';

@ApiTags('public')
@Controller()
export class GetRobotsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('robots.txt')
  @ApiOperation({ summary: 'robots.txt mit gesperrten Bereichen und dem Sitemap-Verweis' })
  @RespondsWithFile('text/plain', 'robots.txt')
  async robots(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return crawlerFile(reply, 'text/plain', await this.queryBus.execute(new GetRobotsQuery()));
  }
}
