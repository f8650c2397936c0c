import { ALL_CUSTOMER_STATES, CUSTOMER_STATE_GROUPS, type CustomerStateGroup, type DealCustomerState, type OpsDealSearchQuery } from '@autoleasing/contracts';
import { ListPageValue } from '../../../../common/http/page-value';
import { QueryValue } from '../../../../common/http/query-dto';
import { oneOf, optionalUuid, singleValue } from '../../../../common/http/query-values';

const STATE_GROUPS = Object.keys(CUSTOMER_STATE_GROUPS) as CustomerStateGroup[];

/** The ops screen's filters; each wrong value answers 400 invalid_parameter (a state outside the screen 422 in the handler). */
export class OpsDealSearchQueryDto implements OpsDealSearchQuery {
  @QueryValue(oneOf(STATE_GROUPS), { enum: STATE_GROUPS, description: 'Statusgruppe' }) readonly state_group?: CustomerStateGroup;
  @QueryValue(oneOf(ALL_CUSTOMER_STATES), { enum: [...ALL_CUSTOMER_STATES], description: 'Nur Deals in diesem Status' }) readonly customer_state?: DealCustomerState;
  @QueryValue(singleValue, { maxLength: 200, description: 'Deal-ID (auch ein Teil), Name oder E-Mail des Kunden' }) readonly q?: string;
  @QueryValue(optionalUuid, { format: 'uuid', description: 'Händler' }) readonly dealer_id?: string;
  @ListPageValue() readonly page!: number;
}
