import type { PageContentResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PageContentService } from '../../shared/seo/page-content.service';
import { parsePageKey } from '../../shared/seo/page-key';
import { GetPageContentQuery } from './get-page-content.query';

/** Meta title, description and canonical URL of a page (spec 7.3). */
@QueryHandler(GetPageContentQuery)
export class GetPageContentHandler implements IQueryHandler<GetPageContentQuery> {
  constructor(private readonly pages: PageContentService) {}

  execute(query: GetPageContentQuery): Promise<PageContentResponse> {
    return this.pages.content(parsePageKey(query.x));
  }
}
