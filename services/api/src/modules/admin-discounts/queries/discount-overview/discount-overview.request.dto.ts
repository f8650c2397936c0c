import { DISCOUNT_ROW_STATES, type CustomerGroup, type DiscountRowState } from '@autoleasing/contracts';
import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { commaList } from '../../../../common/http/query-values';
import { PageValue } from '../../../../common/http/page-value';
import { CustomerGroupValue, UuidValue } from '../../shared/query-dtos';

/** Row states (comma-separated or repeated), each one of DISCOUNT_ROW_STATES. */
const rowStates: QueryParser<DiscountRowState[] | undefined> = (raw, key) => {
  const states = commaList(raw, key);
  if (states?.some((state) => !(DISCOUNT_ROW_STATES as readonly string[]).includes(state))) throw invalidParameter(key);
  return states as DiscountRowState[] | undefined;
};

export class DiscountOverviewQueryDto {
  @QueryValue(rowStates, { description: 'Zeilenstatus (kommagetrennt oder wiederholt)', type: [String], enum: DISCOUNT_ROW_STATES }) state?: DiscountRowState[];
  @UuidValue('Händler') dealer_id?: string;
  @UuidValue('Marke') manufacturer_id?: string;
  @UuidValue('Bank') bank_id?: string;
  @CustomerGroupValue() customer_group?: CustomerGroup;
  @UuidValue('Modellreihe') car_series_id?: string;
  @PageValue() page!: number;
}
