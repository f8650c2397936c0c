import { ALL_CUSTOMER_STATES, type DealCustomerState } from '@autoleasing/contracts';
import { ListPageValue } from '../../../../common/http/page-value';
import { QueryValue } from '../../../../common/http/query-dto';
import { oneOf } from '../../../../common/http/query-values';

/** The ops list: one state (a state outside the ops screen answers 422 in the handler) and the page. */
export class AdminDealListQueryDto {
  @QueryValue(oneOf(ALL_CUSTOMER_STATES), { enum: [...ALL_CUSTOMER_STATES], description: 'Nur Deals in diesem Status' }) readonly customer_state?: DealCustomerState;
  @ListPageValue() readonly page!: number;
}
