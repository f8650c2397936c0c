import { isUuid, OPS_STATE_GROUPS, OPS_STATES, opsStatesOfGroup, type CustomerStateGroup, type ProcessCustomerState } from '@autoleasing/contracts';
import { pageOf } from '../../../lib/url-page';

/** The ops list's filters, page and open deal, kept in the URL query so a view can be shared and reloaded. */
export interface OpsListParams {
  stateGroup?: CustomerStateGroup;
  customerState?: ProcessCustomerState;
  q: string;
  dealerId?: string;
  page: number;
}

export interface OpsUrlState extends OpsListParams {
  /** The deal whose detail panel is open. */
  dealId?: string;
}

/** Unknown values are dropped rather than sent: the list then shows what it can. */
export function readOpsQuery(search: URLSearchParams): OpsUrlState {
  const group = search.get('state_group');
  const stateGroup = (OPS_STATE_GROUPS as readonly string[]).includes(group ?? '') ? (group as CustomerStateGroup) : undefined;
  const state = search.get('customer_state');
  const allowedStates: readonly string[] = stateGroup ? opsStatesOfGroup(stateGroup) : OPS_STATES;
  const customerState = allowedStates.includes(state ?? '') ? (state as ProcessCustomerState) : undefined;
  const dealer = search.get('dealer_id');
  const deal = search.get('deal');
  return {
    stateGroup,
    customerState,
    q: (search.get('q') ?? '').slice(0, 200),
    dealerId: isUuid(dealer) ? dealer : undefined,
    page: pageOf(search),
    dealId: isUuid(deal) ? deal : undefined,
  };
}

export function writeOpsQuery(state: OpsUrlState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.stateGroup) search.set('state_group', state.stateGroup);
  if (state.customerState) search.set('customer_state', state.customerState);
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.dealerId) search.set('dealer_id', state.dealerId);
  if (state.page > 1) search.set('page', String(state.page));
  if (state.dealId) search.set('deal', state.dealId);
  return search;
}

/** The states the state select offers: those of the chosen group, else all ops states. */
export function selectableStates(group: CustomerStateGroup | undefined): readonly ProcessCustomerState[] {
  return group ? opsStatesOfGroup(group) : OPS_STATES;
}
