import type { MagazineArticleResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetMagazineArticleQuery extends Query<MagazineArticleResponse> {
  constructor(
    readonly category: string,
    readonly slug: string,
  ) {
    super();
  }
}
