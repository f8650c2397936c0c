import { COMPARISON_MAX_DEALERS, type CustomerGroup, isUuid } from '@autoleasing/contracts';
import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { commaList, optionalUuid } from '../../../../common/http/query-values';
import { PageValue } from '../../../../common/http/page-value';
import { CustomerGroupValue, UuidValue } from '../../shared/query-dtos';
import { ComparisonQuery } from './comparison.query';

/** Up to COMPARISON_MAX_DEALERS dealer ids (comma-separated or repeated), lower case, each once. */
const dealerIds: QueryParser<string[] | undefined> = (raw, key) => {
  const ids = commaList(raw, key)?.map((id) => id.toLowerCase());
  if (ids?.some((id) => !isUuid(id))) throw invalidParameter(key);
  if (ids && ids.length > COMPARISON_MAX_DEALERS) throw invalidParameter(key, `Es lassen sich höchstens ${COMPARISON_MAX_DEALERS} Händler vergleichen.`);
  return ids ? [...new Set(ids)] : undefined;
};

/** Each value's form is checked by the pipe; which selections must be there, by comparisonRequest. */
export class ComparisonQueryDto {
  @UuidValue('Marke (Pflicht, oder brand_id)') manufacturer_id?: string;
  @UuidValue('Wie manufacturer_id (der Name der Spezifikation); gilt nur ohne manufacturer_id') brand_id?: string;
  @QueryValue(dealerIds, { description: `Händler (UUIDs, kommagetrennt oder wiederholt, höchstens ${COMPARISON_MAX_DEALERS})`, type: [String] }) dealer_ids?: string[];
  @QueryValue(optionalUuid, { description: 'Bank (Pflicht)', format: 'uuid', required: true }) bank_id?: string;
  @CustomerGroupValue() customer_group?: CustomerGroup;
  @UuidValue('Modellreihe') car_series_id?: string;
  @PageValue() page!: number;
}

/** The selection: a brand (manufacturer_id, or brand_id as the spec calls it) first, then a bank. */
export function comparisonRequest(query: ComparisonQueryDto): ComparisonQuery {
  const manufacturerId = query.manufacturer_id ?? query.brand_id;
  if (!manufacturerId) throw invalidParameter('manufacturer_id', 'Der Parameter „manufacturer_id“ fehlt.');
  if (!query.bank_id) throw invalidParameter('bank_id', 'Der Parameter „bank_id“ fehlt.');
  return new ComparisonQuery(manufacturerId, query.bank_id, query.customer_group ?? 'b2b', query.page, query.car_series_id, query.dealer_ids);
}
