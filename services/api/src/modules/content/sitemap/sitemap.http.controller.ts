import type { RuntimeConfig } from '@autoleasing/infra';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../common/openapi/response-schemas';
import type { FastifyReply } from 'fastify';
import { RUNTIME_CONFIG } from '../../../core/tokens';
import { pageNotFound } from '../shared/content-errors';
import { robotsTxt } from './robots';
import { SITEMAP_KINDS, SitemapRepository, type SitemapKind } from './sitemap.repository';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);
/** Crawlers come often; the data behind the files changes with the projections, so an hour is fresh enough. */
const CACHE = 'public, max-age=3600';

/**
 * robots.txt and the sitemaps (issue 18): /sitemap.xml is an index of /sitemaps/{kind}-{page}.xml,
 * each at most SITEMAP_PAGE_SIZE (≤ 50,000) URLs, with lastmod from the data.
 */
@ApiTags('public')
@Controller()
export class SitemapHttpController {
  constructor(
    private readonly sitemaps: SitemapRepository,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  @Get('robots.txt')
  @ApiOperation({ summary: 'robots.txt mit gesperrten Bereichen und dem Sitemap-Verweis' })
  @RespondsWithFile('text/plain', 'robots.txt')
  robots(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE);
    return robotsTxt(this.config.publicOrigin);
  }

  @Get('sitemap.xml')
  @ApiOperation({ summary: 'Sitemap-Index: Sitemaps für Seiten, Marken, Modellreihen, Angebote und Magazin' })
  @RespondsWithFile('application/xml', 'Sitemap-Index (XML)')
  async index(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const size = this.config.sitemapPageSize;
    const files = [];
    for (const kind of SITEMAP_KINDS) {
      const stats = await this.sitemaps.stats(kind);
      for (let page = 1; page <= Math.ceil(stats.count / size); page++) {
        files.push({ loc: `${this.config.publicOrigin}/sitemaps/${kind}-${page}.xml`, lastmod: stats.lastmod });
      }
    }
    void reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE);
    return sitemapIndexXml(files);
  }

  @Get('sitemaps/:file')
  @ApiOperation({ summary: 'Eine Seite einer Sitemap (höchstens 50.000 URLs)' })
  @RespondsWithFile('application/xml', 'Sitemap (XML urlset)')
  async sitemap(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const match = SITEMAP_FILE.exec(file);
    if (!match) throw pageNotFound();
    const kind = match[1] as SitemapKind;
    const page = Number(match[2]);
    const size = this.config.sitemapPageSize;
    const entries = await this.sitemaps.entries(kind, (page - 1) * size, size);
    // Page 1 exists even when a kind is empty; a page past the last one does not.
    if (entries.length === 0 && page > 1) throw pageNotFound();
    void reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE);
    return urlSetXml(entries.map((e) => ({ loc: `${this.config.publicOrigin}${e.path}`, lastmod: e.lastmod })));
  }
}
