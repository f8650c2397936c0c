import { DELIVERY_OPTION_LABELS, type DealDto } from '@autoleasing/contracts';
import { money } from '../lib/money';

/** The deal's terms as a definition list (configurator summary, order summary, aside). */
export function OfferDetails({ deal, compact = false }: { deal: DealDto; compact?: boolean }) {
  const offer = deal.final_offer;
  const net = offer.customer_group === 'b2b';
  const selectedExtra = deal.extras.find((e) => e.selected);
  return (
    <dl className={compact ? 'co-dl co-dl--compact' : 'co-dl'}>
      <dt>Laufzeit</dt>
      <dd>{offer.months} Monate</dd>
      <dt>Kilometer pro Jahr</dt>
      <dd>{offer.km_per_year.toLocaleString('de-DE')} km</dd>
      {!compact && (
        <>
          <dt>Listenpreis ({net ? 'netto' : 'brutto'})</dt>
          <dd>{money(offer.list_price_cents)}</dd>
        </>
      )}
      <dt>Anzahlung</dt>
      <dd>{money(offer.downpayment_cents)}</dd>
      <dt>Lieferung</dt>
      <dd>{DELIVERY_OPTION_LABELS[offer.delivery_option]}</dd>
      {!compact && (
        <>
          <dt>Finanzierungsrate</dt>
          <dd>{money(offer.finance_rate_cents)}</dd>
          {offer.insurance_enabled && (
            <>
              <dt>Versicherung</dt>
              <dd>{money(offer.insurance_rate_cents)}</dd>
            </>
          )}
          {offer.service_package_enabled && (
            <>
              <dt>Servicepaket</dt>
              <dd>{money(offer.service_rate_cents)}</dd>
            </>
          )}
          <dt>Mehrkilometer</dt>
          <dd>{money(offer.price_in_cents_per_extra_km)} je km</dd>
          <dt>Minderkilometer</dt>
          <dd>{money(offer.discount_in_cents_per_untapped_km)} je km</dd>
          {selectedExtra && (
            <>
              <dt>Extra</dt>
              <dd>
                {selectedExtra.extra.label} ({money(selectedExtra.price_cents)} einmalig)
              </dd>
            </>
          )}
        </>
      )}
      <dt className="co-dl__total">Monatliche Rate</dt>
      <dd className="co-dl__total">
        {money(offer.total_rate_cents)} {net ? 'netto' : 'inkl. USt.'}
      </dd>
    </dl>
  );
}
