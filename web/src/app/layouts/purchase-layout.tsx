import { CheckoutShell } from './shells/checkout-shell';

/** End of the order (success): no summary column any more. */
export function PurchaseLayout() {
  return <CheckoutShell name="purchase" />;
}
