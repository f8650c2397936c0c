import { CUSTOMER_STATE_GROUPS, customerStateGroup, customerStateRank, CUSTOMER_STATES } from '../checkout/customer-states';
import { CUSTOMER_STATE_GROUP_ORDER } from './state-group-order';

describe('CUSTOMER_STATE_GROUP_ORDER', () => {
  it('lists every group once, in process order', () => {
    expect(CUSTOMER_STATE_GROUP_ORDER).toEqual(['checkout_in_progress', 'contracts', 'waiting_for_delivery', 'active_contract']);
    expect([...CUSTOMER_STATE_GROUP_ORDER].sort()).toEqual(Object.keys(CUSTOMER_STATE_GROUPS).sort());
  });

  it('agrees with the states: walking the process meets the groups in this order', () => {
    const met = CUSTOMER_STATES.map((state) => customerStateGroup(state)).filter((group, i, all) => group !== undefined && all.indexOf(group) === i);
    expect(met).toEqual(CUSTOMER_STATE_GROUP_ORDER);
    for (const [i, group] of CUSTOMER_STATE_GROUP_ORDER.entries()) {
      if (i > 0) expect(customerStateRank(CUSTOMER_STATE_GROUPS[group][0])).toBeGreaterThan(customerStateRank(CUSTOMER_STATE_GROUPS[CUSTOMER_STATE_GROUP_ORDER[i - 1]].at(-1)!));
    }
  });
});
