import type { MagazineCategoryResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetMagazineCategoryQuery extends Query<MagazineCategoryResponse> {
  constructor(readonly category: string) {
    super();
  }
}
