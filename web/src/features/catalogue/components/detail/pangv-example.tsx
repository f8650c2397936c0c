import { formatCount, formatEuro, formatPercent, type FinanceDetailsResponse } from '@autoleasing/contracts';

/**
 * The representative example of § 17 PAngV for consumers, from finance_details: lender with
 * address, Nettodarlehensbetrag, Sollzins, effektiver Jahreszins (set at least as large as any
 * other rate), Laufzeit, Anzahlung, number and amount of instalments, Gesamtbetrag.
 */
export function PangvExample({ details }: { details: FinanceDetailsResponse }) {
  return (
    <section className="pangv" aria-labelledby="pangv-title">
      <h2 id="pangv-title">Repräsentatives Beispiel gemäß § 17 PAngV</h2>
      <dl className="pangv__list">
        <div className="pangv__rate">
          <dt>Effektiver Jahreszins</dt>
          <dd>{formatPercent(details.annual_percentage_rate)}</dd>
        </div>
        <div className="pangv__rate">
          <dt>Gebundener Sollzins (fest)</dt>
          <dd>{formatPercent(details.borrow_rate)}</dd>
        </div>
        <div>
          <dt>Nettodarlehensbetrag</dt>
          <dd>{formatEuro(details.net_loan_amount)}</dd>
        </div>
        <div>
          <dt>Laufzeit</dt>
          <dd>{details.runtime} Monate</dd>
        </div>
        <div>
          <dt>Anzahlung (Leasingsonderzahlung)</dt>
          <dd>{formatEuro(details.downpayment)}</dd>
        </div>
        <div>
          <dt>Monatliche Rate</dt>
          <dd>
            {details.runtime} × {formatEuro(details.lease_rate)}
          </dd>
        </div>
        <div>
          <dt>Gesamtbetrag</dt>
          <dd>{formatEuro(details.lease_rate_sum)}</dd>
        </div>
        <div>
          <dt>Überführungskosten (einmalig)</dt>
          <dd>{formatEuro(details.dealership_delivery_cost)}</dd>
        </div>
      </dl>
      <p className="pangv__lender">
        {details.contract_type} mit {formatCount(details.km_per_year)} km pro Jahr. Leasinggeber: {details.bank_name}, {details.street}, {details.postal_code}{' '}
        {details.city}. Alle Beträge inkl. 19 % USt.
      </p>
    </section>
  );
}
