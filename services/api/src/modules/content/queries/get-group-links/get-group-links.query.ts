import type { GroupLinksResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** `x`: the page's path, URL-encoded into one segment. */
export class GetGroupLinksQuery extends Query<GroupLinksResponse> {
  constructor(readonly x: string) {
    super();
  }
}
