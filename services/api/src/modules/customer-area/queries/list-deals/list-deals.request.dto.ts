import { CUSTOMER_DEALS_MAX_PER_PAGE, CUSTOMER_DEALS_PER_PAGE, CUSTOMER_STATE_GROUPS, type CustomerStateGroup } from '@autoleasing/contracts';
import { ListPageValue } from '../../../../common/http/page-value';
import { QueryValue } from '../../../../common/http/query-dto';
import { integerIn, oneOf } from '../../../../common/http/query-values';

const GROUP_VALUES = ['all', ...(Object.keys(CUSTOMER_STATE_GROUPS) as CustomerStateGroup[])] as const;

/** The customer's deal list: a group (default all) and the page; each wrong value answers 400 invalid_parameter. */
export class DealListQueryDto {
  @QueryValue(oneOf(GROUP_VALUES, 'Bitte wählen Sie eine gültige Gruppe.'), { enum: [...GROUP_VALUES], default: 'all', description: 'Statusgruppe (spec 4.1) oder all' })
  readonly group?: CustomerStateGroup | 'all';

  @ListPageValue() readonly page!: number;

  @QueryValue(integerIn(1, CUSTOMER_DEALS_MAX_PER_PAGE), {
    type: 'integer',
    minimum: 1,
    maximum: CUSTOMER_DEALS_MAX_PER_PAGE,
    default: CUSTOMER_DEALS_PER_PAGE,
    description: 'Deals je Seite',
  })
  readonly per_page?: number;
}
