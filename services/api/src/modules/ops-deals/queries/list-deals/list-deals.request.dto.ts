import { ALL_CUSTOMER_STATES, type DealCustomerState } from '@autoleasing/contracts';
import { PageValue } from '../../../../common/http/page-value';
import { QueryValue } from '../../../../common/http/query-dto';
import { integerIn, MAX_LIST_PAGE, oneOf } from '../../../../common/http/query-values';

/** The ops list: one state (a state outside the ops screen answers 422 in the handler) and the page. */
export class AdminDealListQueryDto {
  @QueryValue(oneOf(ALL_CUSTOMER_STATES), { enum: [...ALL_CUSTOMER_STATES], description: 'Nur Deals in diesem Status' }) readonly customer_state?: DealCustomerState;
  @PageValue(integerIn(1, MAX_LIST_PAGE), { type: 'integer', maximum: MAX_LIST_PAGE }) readonly page?: number;
}
