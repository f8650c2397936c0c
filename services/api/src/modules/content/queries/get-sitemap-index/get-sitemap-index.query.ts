import { Query } from '@nestjs/cqrs';

/** The sitemap index as XML. */
export class GetSitemapIndexQuery extends Query<string> {}
