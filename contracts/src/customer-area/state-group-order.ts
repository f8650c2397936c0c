import { CUSTOMER_STATE_GROUPS, customerStateRank, type CustomerStateGroup } from '../checkout/customer-states';

/**
 * The customer state groups in process order (checkout_in_progress, contracts,
 * waiting_for_delivery, active_contract): the columns of customer_dashboard, the sections of
 * "Meine Bestellungen". Ordered by the process rank of each group's first state, so a group added
 * to CUSTOMER_STATE_GROUPS takes its place in the projection's counts, the api's dashboard query
 * and the web's sections; the table itself needs the new column (customer-area.tables.ts).
 */
export const CUSTOMER_STATE_GROUP_ORDER: readonly CustomerStateGroup[] = (Object.keys(CUSTOMER_STATE_GROUPS) as CustomerStateGroup[]).sort(
  (a, b) => customerStateRank(CUSTOMER_STATE_GROUPS[a][0]) - customerStateRank(CUSTOMER_STATE_GROUPS[b][0]),
);
