/** The page's customer group lives in the shared lib: the navigation and the magazine need it too. */
export { customerGroupOf, useCustomerGroup, type CustomerGroupState } from '../../../lib/customer-group';
