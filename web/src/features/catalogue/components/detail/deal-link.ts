import type { CustomerGroup, DeliveryOption } from '@autoleasing/contracts';

export interface DealProps {
  car_spec_id: string;
  quote_id: string;
  customer_group: CustomerGroup;
  months: number;
  km_per_year: number;
  insurance: boolean;
  service_package: boolean;
  delivery_option: DeliveryOption | null;
}

/** The create-deal entry takes deal_props (spec 2.1); the deals issue reads them from there. */
export function createDealHref(props: DealProps): string {
  return `/create-deal?deal_props=${encodeURIComponent(JSON.stringify(props))}`;
}
