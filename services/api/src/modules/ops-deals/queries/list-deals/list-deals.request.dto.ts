import { ALL_CUSTOMER_STATES, type DealCustomerState } from '@autoleasing/contracts';
import { QueryValue } from '../../../../common/http/query-dto';
import { integerIn, oneOf } from '../../../../common/http/query-values';

/** The ops list: one state (a state outside the ops screen answers 422 in the handler) and the page. */
export class AdminDealListQueryDto {
  @QueryValue(oneOf(ALL_CUSTOMER_STATES), { enum: [...ALL_CUSTOMER_STATES], description: 'Nur Deals in diesem Status' }) readonly customer_state?: DealCustomerState;
  @QueryValue(integerIn(1, 10_000), { type: 'integer', minimum: 1, maximum: 10_000, default: 1, description: 'Seite (ab 1)' }) readonly page?: number;
}
