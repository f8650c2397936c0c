import type { RuntimeConfig } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { pageNotFound } from '../../shared/content-errors';
import { SITEMAP_KINDS, SitemapRepository, type SitemapKind } from '../../shared/sitemap/sitemap.repository';
import { urlSetXml } from '../../shared/sitemap/sitemap-xml';
import { GetSitemapPageQuery } from './get-sitemap-page.query';

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** One page of a sitemap (at most SITEMAP_PAGE_SIZE URLs); an unknown file or a page past the last is a 404. */
@QueryHandler(GetSitemapPageQuery)
export class GetSitemapPageHandler implements IQueryHandler<GetSitemapPageQuery> {
  constructor(
    private readonly sitemaps: SitemapRepository,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ file }: GetSitemapPageQuery): Promise<string> {
    const match = SITEMAP_FILE.exec(file);
    if (!match) throw pageNotFound();
    const kind = match[1] as SitemapKind;
    const page = Number(match[2]);
    const size = this.config.sitemapPageSize;
    const entries = await this.sitemaps.entries(kind, (page - 1) * size, size);
    // Page 1 exists even when a kind is empty; a page past the last one does not.
    if (entries.length === 0 && page > 1) throw pageNotFound();
    return urlSetXml(entries.map((e) => ({ loc: `${this.config.publicOrigin}${e.path}`, lastmod: e.lastmod })));
  }
}
