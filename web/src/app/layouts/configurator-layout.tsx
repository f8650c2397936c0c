import { OrderSummaryAside } from './order-summary-aside';
import { CheckoutShell } from './shells/checkout-shell';

export function ConfiguratorLayout() {
  return <CheckoutShell name="configurator" summary={<OrderSummaryAside />} />;
}
