import { isDiscountCellField, type CustomerGroup } from '@autoleasing/contracts';
import { QueryValue, type QueryParser } from '../../../common/http/query-dto';
import { invalidParameter } from '../../../common/http/query-parameters';
import { assertTimeOrder, isoTime, singleValue } from '../../../common/http/query-values';
import type { DiscountAuditFilter } from './discount-audit.sql';
import { CustomerGroupValue, UuidValue } from './query-dtos';

/** A discount cell field or number_additional_discounts. */
const auditField: QueryParser<string | undefined> = (raw, key) => {
  const field = singleValue(raw, key) || undefined;
  if (field && !isDiscountCellField(field) && field !== 'number_additional_discounts') throw invalidParameter(key);
  return field;
};

const TIME = { description: 'Zeitpunkt (ISO 8601)', format: 'date-time' };

/** The explorer's filters (the CSV export takes the same, without page). */
export class DiscountAuditFilterQueryDto {
  @QueryValue(auditField, { description: 'Geändertes Feld (Rabattfeld oder number_additional_discounts)' }) field?: string;
  @QueryValue(isoTime, { ...TIME, description: 'Ab diesem Zeitpunkt (ISO 8601)' }) from?: Date;
  @QueryValue(isoTime, { ...TIME, description: 'Bis zu diesem Zeitpunkt (ISO 8601, nicht vor from)' }) to?: Date;
  @UuidValue('Händler') dealer_id?: string;
  @UuidValue('Nutzer, der geändert hat') user_id?: string;
  @UuidValue('Marke') manufacturer_id?: string;
  @UuidValue('Bank') bank_id?: string;
  @CustomerGroupValue() customer_group?: CustomerGroup;
  @UuidValue('Modell') car_model_id?: string;
}

export function auditFilterOf(query: DiscountAuditFilterQueryDto): DiscountAuditFilter {
  assertTimeOrder(query.from, query.to);
  return {
    dealerId: query.dealer_id,
    userId: query.user_id,
    manufacturerId: query.manufacturer_id,
    bankId: query.bank_id,
    customerGroup: query.customer_group,
    carModelId: query.car_model_id,
    field: query.field,
    from: query.from,
    to: query.to,
  };
}
