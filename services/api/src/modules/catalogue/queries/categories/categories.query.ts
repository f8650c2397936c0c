import type { CategoriesResponse, CustomerGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class CategoriesQuery extends Query<CategoriesResponse> {
  constructor(readonly customerGroup: CustomerGroup) {
    super();
  }
}
