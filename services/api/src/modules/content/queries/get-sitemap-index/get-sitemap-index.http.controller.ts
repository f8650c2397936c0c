import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { crawlerFile } from '../../shared/sitemap/crawler-file';
import { GetSitemapIndexQuery } from './get-sitemap-index.query';

@ApiTags('public')
@Controller()
export class GetSitemapIndexHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('sitemap.xml')
  @ApiOperation({ summary: 'Sitemap-Index: Sitemaps für Seiten, Marken, Modellreihen, Angebote und Magazin' })
  @RespondsWithFile('application/xml', 'Sitemap-Index (XML)')
  async index(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return crawlerFile(reply, 'application/xml', await this.queryBus.execute(new GetSitemapIndexQuery()));
  }
}
