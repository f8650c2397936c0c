import type { CustomerGroup, HomepageResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class HomepageQuery extends Query<HomepageResponse> {
  constructor(
    readonly customerGroup: CustomerGroup,
    readonly lastSeenCarIds: string[],
  ) {
    super();
  }
}
