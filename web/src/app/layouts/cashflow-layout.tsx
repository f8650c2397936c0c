import { OrderSummaryAside } from './order-summary-aside';
import { CheckoutShell } from './shells/checkout-shell';

/** Checkout steps (private and business order). */
export function CashflowLayout() {
  return <CheckoutShell name="cashflow" summary={<OrderSummaryAside />} />;
}
