import { DELIVERY_TIME_BAND_LABELS, formatCount, type CustomerDealCardDto } from '@autoleasing/contracts';
import type { ReactNode } from 'react';
import { groupMoney } from '../../../lib/group-money';

interface DealFactsProps {
  deal: CustomerDealCardDto;
  /** Facts a place shows before the rate (the card: the order number). */
  before?: ReactNode;
  /** Facts a place shows after the delivery time (the card: when the deal last changed). */
  after?: ReactNode;
}

/** A deal's figures as the customer agreed them: rate, term and the expected delivery time. */
export function DealFacts({ deal, before, after }: DealFactsProps) {
  return (
    <dl className="ca-card__facts">
      {before}
      <div>
        <dt>Monatliche Rate</dt>
        <dd>{groupMoney(deal.total_rate_cents, deal.customer_group, { monthly: true })}</dd>
      </div>
      <div>
        <dt>Laufzeit</dt>
        <dd>
          {deal.months} Monate · {formatCount(deal.km_per_year)} km/Jahr
        </dd>
      </div>
      {deal.delivery_time && (
        <div>
          <dt>Voraussichtliche Lieferzeit</dt>
          <dd>{DELIVERY_TIME_BAND_LABELS[deal.delivery_time]}</dd>
        </div>
      )}
      {after}
    </dl>
  );
}
