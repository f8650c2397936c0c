import type { CustomerGroup, DiscountCopyPreviewResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Query } from '@nestjs/cqrs';

/** What copying the source table (another customer group or bank) onto `scope` would change. */
export class CopyPreviewQuery extends Query<DiscountCopyPreviewResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly source: { customerGroup: CustomerGroup; bankId: string },
  ) {
    super();
  }
}
