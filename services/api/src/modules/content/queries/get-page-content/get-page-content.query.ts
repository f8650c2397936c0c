import type { PageContentResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** `x`: the page's path, URL-encoded into one segment (e.g. %2Fleasing%2Fsuv). */
export class GetPageContentQuery extends Query<PageContentResponse> {
  constructor(readonly x: string) {
    super();
  }
}
