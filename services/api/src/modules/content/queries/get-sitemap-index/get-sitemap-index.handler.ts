import type { RuntimeConfig } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { SITEMAP_KINDS, SitemapRepository } from '../../shared/sitemap/sitemap.repository';
import { sitemapIndexXml } from '../../shared/sitemap/sitemap-xml';
import { GetSitemapIndexQuery } from './get-sitemap-index.query';

/**
 * /sitemap.xml (issue 18): an index of /sitemaps/{kind}-{page}.xml, each at most
 * SITEMAP_PAGE_SIZE (≤ 50,000) URLs, with lastmod from the data.
 */
@QueryHandler(GetSitemapIndexQuery)
export class GetSitemapIndexHandler implements IQueryHandler<GetSitemapIndexQuery> {
  constructor(
    private readonly sitemaps: SitemapRepository,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute(): Promise<string> {
    const size = this.config.sitemapPageSize;
    const files = [];
    for (const kind of SITEMAP_KINDS) {
      const stats = await this.sitemaps.stats(kind);
      for (let page = 1; page <= Math.ceil(stats.count / size); page++) {
        files.push({ loc: `${this.config.publicOrigin}/sitemaps/${kind}-${page}.xml`, lastmod: stats.lastmod });
      }
    }
    return sitemapIndexXml(files);
  }
}
