import type { CustomerGroup, NavigationBarResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class NavigationBarQuery extends Query<NavigationBarResponse> {
  constructor(readonly customerGroup: CustomerGroup) {
    super();
  }
}
