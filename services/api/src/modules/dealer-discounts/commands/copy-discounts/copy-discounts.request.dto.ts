import type { CustomerGroup } from '@autoleasing/contracts';
import type { CopyDiscountsRequestDto } from '../../shared/discount-bulk.request.dto';

export { CopyDiscountsRequestDto } from '../../shared/discount-bulk.request.dto';

/** The copy request with its ids in the lower case the streams and read models use. */
export interface CopyDiscountsInput {
  customerGroup: CustomerGroup;
  bankId: string;
  manufacturerId: string;
  source: { customerGroup: CustomerGroup; bankId: string };
}

export function parseCopyDiscountsRequest(body: CopyDiscountsRequestDto): CopyDiscountsInput {
  return {
    customerGroup: body.customer_group,
    bankId: body.bank_id.toLowerCase(),
    manufacturerId: body.manufacturer_id.toLowerCase(),
    source: { customerGroup: body.source_scope.customer_group, bankId: body.source_scope.bank_id.toLowerCase() },
  };
}
