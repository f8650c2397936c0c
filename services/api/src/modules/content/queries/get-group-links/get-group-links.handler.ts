import type { GroupLinksResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PageContentService } from '../../shared/seo/page-content.service';
import { parsePageKey } from '../../shared/seo/page-key';
import { GetGroupLinksQuery } from './get-group-links.query';

/** The pages related to a page, grouped (brands, categories, series). */
@QueryHandler(GetGroupLinksQuery)
export class GetGroupLinksHandler implements IQueryHandler<GetGroupLinksQuery> {
  constructor(private readonly pages: PageContentService) {}

  execute(query: GetGroupLinksQuery): Promise<GroupLinksResponse> {
    return this.pages.groupLinks(parsePageKey(query.x));
  }
}
