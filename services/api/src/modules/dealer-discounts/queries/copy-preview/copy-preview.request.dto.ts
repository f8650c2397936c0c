import { CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { QueryValue } from '../../../../common/http/query-dto';
import { requiredUuid } from '../../../../common/http/query-values';
import { withTableScope } from '../../shared/query-dtos';
import { requiredCustomerGroup } from '../../shared/query-params';

/** The source table first: the handler read it before the target's scope. */
class CopySourceQuery {
  @QueryValue(requiredCustomerGroup, { required: true, enum: CUSTOMER_GROUPS }) source_customer_group!: CustomerGroup;
  @QueryValue(requiredUuid, { required: true, format: 'uuid' }) source_bank_id!: string;
}

export class CopyPreviewQueryDto extends withTableScope(CopySourceQuery) {}
