import type { RuntimeConfig } from '@autoleasing/infra';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { robotsTxt } from '../../shared/sitemap/robots';
import { crawlerFile } from '../../shared/sitemap/crawler-file';

/** robots.txt: a pure function of the public origin, so no handler of its own. */
@ApiTags('public')
@Controller()
export class GetRobotsHttpController {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  @Get('robots.txt')
  @ApiOperation({ summary: 'robots.txt mit gesperrten Bereichen und dem Sitemap-Verweis' })
  @RespondsWithFile('text/plain', 'robots.txt')
  robots(@Res({ passthrough: true }) reply: FastifyReply): string {
    return crawlerFile(reply, 'text/plain', robotsTxt(this.config.publicOrigin));
  }
}
