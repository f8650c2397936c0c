import { DELIVERY_OPTION_LABELS, type DealDto, formatCount } from '@autoleasing/contracts';
import { groupMoney } from '../lib/money';

/**
 * The deal's terms as a definition list (configurator summary, order summary, aside). Every amount
 * carries its group's label (spec 1): 'netto' for b2b, 'inkl. USt.' for b2c.
 */
export function OfferDetails({ deal, compact = false }: { deal: DealDto; compact?: boolean }) {
  const offer = deal.final_offer;
  const group = offer.customer_group;
  const selectedExtra = deal.extras.find((e) => e.selected);
  return (
    <dl className={compact ? 'co-dl co-dl--compact' : 'co-dl'}>
      <dt>Laufzeit</dt>
      <dd>{offer.months} Monate</dd>
      <dt>Kilometer pro Jahr</dt>
      <dd>{formatCount(offer.km_per_year)} km</dd>
      {!compact && (
        <>
          <dt>Listenpreis</dt>
          <dd>{groupMoney(offer.list_price_cents, group)}</dd>
        </>
      )}
      <dt>Anzahlung</dt>
      <dd>{groupMoney(offer.downpayment_cents, group)}</dd>
      <dt>Lieferung</dt>
      <dd>
        {DELIVERY_OPTION_LABELS[offer.delivery_option]}
        {!compact && offer.delivery_price_cents !== null && ` (${groupMoney(offer.delivery_price_cents, group)} einmalig)`}
      </dd>
      {!compact && (
        <>
          <dt>Finanzierungsrate</dt>
          <dd>{groupMoney(offer.finance_rate_cents, group, { monthly: true })}</dd>
          {offer.insurance_enabled && (
            <>
              <dt>Versicherung</dt>
              <dd>{groupMoney(offer.insurance_rate_cents, group, { monthly: true })}</dd>
            </>
          )}
          {offer.service_package_enabled && (
            <>
              <dt>Servicepaket</dt>
              <dd>{groupMoney(offer.service_rate_cents, group, { monthly: true })}</dd>
            </>
          )}
          <dt>Mehrkilometer</dt>
          <dd>{groupMoney(offer.price_in_cents_per_extra_km, group)} je km</dd>
          <dt>Minderkilometer</dt>
          <dd>{groupMoney(offer.discount_in_cents_per_untapped_km, group)} je km</dd>
          {selectedExtra && (
            <>
              <dt>Extra</dt>
              <dd>
                {selectedExtra.extra.label} ({groupMoney(selectedExtra.price_cents, group)} einmalig)
              </dd>
            </>
          )}
        </>
      )}
      <dt className="co-dl__total">Monatliche Rate</dt>
      <dd className="co-dl__total">
        {groupMoney(offer.total_rate_cents, group)}
      </dd>
    </dl>
  );
}
