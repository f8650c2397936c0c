import { CheckoutOrderAside } from '../../features/checkout';

/** The 270 px column beside checkout steps: the checkout feature fills it with the deal. */
export function OrderSummaryAside() {
  return <CheckoutOrderAside />;
}
