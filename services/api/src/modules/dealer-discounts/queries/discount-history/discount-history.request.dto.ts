import type { CustomerGroup, DiscountCellField } from '@autoleasing/contracts';
import { QueryValue } from '../../../../common/http/query-dto';
import { isoTime, optionalUuid, pageNumber, singleValue } from '../../../../common/http/query-values';
import { cellField, CUSTOMER_GROUP_PARAMETER, optionalCustomerGroup } from '../../shared/query-params';

const uuid = { format: 'uuid' } as const;

/** The history's filters, in the order the handler read them. */
export class DiscountHistoryQueryDto {
  @QueryValue(singleValue, { description: 'Nur Änderungen dieses Nutzers' }) user_id?: string;
  @QueryValue(optionalCustomerGroup, CUSTOMER_GROUP_PARAMETER) customer_group?: CustomerGroup;
  @QueryValue(optionalUuid, uuid) bank_id?: string;
  @QueryValue(optionalUuid, uuid) manufacturer_id?: string;
  @QueryValue(optionalUuid, uuid) car_model_id?: string;
  @QueryValue(cellField, { description: 'Feld der Zelle, z. B. base_discount' }) field?: DiscountCellField;
  @QueryValue(isoTime, { format: 'date-time' }) from?: Date;
  @QueryValue(isoTime, { format: 'date-time' }) to?: Date;
  @QueryValue(pageNumber, { type: Number }) page!: number;
}
