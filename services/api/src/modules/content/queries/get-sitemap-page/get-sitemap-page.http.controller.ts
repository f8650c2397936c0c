import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { crawlerFile } from '../../shared/sitemap/crawler-file';
import { GetSitemapPageQuery } from './get-sitemap-page.query';

@ApiTags('public')
@Controller('sitemaps')
export class GetSitemapPageHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':file')
  @ApiOperation({ summary: 'Eine Seite einer Sitemap (höchstens 50.000 URLs)' })
  @RespondsWithFile('application/xml', 'Sitemap (XML urlset)')
  async sitemap(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return crawlerFile(reply, 'application/xml', await this.queryBus.execute(new GetSitemapPageQuery(file)));
  }
}
