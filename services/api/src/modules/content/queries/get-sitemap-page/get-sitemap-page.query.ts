import { Query } from '@nestjs/cqrs';

/** One sitemap file ({kind}-{page}.xml) as XML. */
export class GetSitemapPageQuery extends Query<string> {
  constructor(readonly file: string) {
    super();
  }
}
