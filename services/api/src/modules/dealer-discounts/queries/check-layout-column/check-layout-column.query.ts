import type { ColumnCheckerResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Whether the brand's last additional discount column holds values, per table (before removing it). */
export class CheckLayoutColumnQuery extends Query<ColumnCheckerResponse> {
  constructor(
    readonly dealerId: string,
    readonly manufacturerId: string,
  ) {
    super();
  }
}
