import { formatPercent, type DealDto, type DealOrderSummaryDto } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { orderSummaryQueryOptions } from '../api/checkout-api';
import { groupMoney } from '../lib/money';

/** Spec 4.3: the Anzahlung is paid once up front (by card) rather than with the first monthly rate. */
export function oneTimePaymentApplies(deal: DealDto): boolean {
  if (deal.final_offer.downpayment_cents <= 0 || deal.finance_options === 'monthly') return false;
  return deal.finance_options === 'one_time' || deal.finance_selection === 'one_time';
}

/** When the money is taken, in one plain sentence (shown only when a one-time payment applies). */
export function PaymentTimingNote({ deal }: { deal: DealDto }) {
  if (!oneTimePaymentApplies(deal)) return null;
  return (
    <p className="alert alert--warning" data-testid="payment-timing">
      Ihre Anzahlung von {groupMoney(deal.final_offer.downpayment_cents, deal.customer_group)} wird mit der Bestellung auf Ihrer Karte nur reserviert und erst
      abgebucht, wenn Ihr unterschriebener Leasingvertrag bei uns eingegangen ist; wird der Deal storniert, geben wir die Reservierung frei.
    </p>
  );
}

function Lender({ summary }: { summary: DealOrderSummaryDto }) {
  const { lender } = summary;
  return (
    <>
      <dt>Leasinggeber</dt>
      <dd>
        {lender.name}, {lender.street}, {lender.postal_code} {lender.city}
        {lender.country && lender.country !== 'Deutschland' && lender.country !== 'DE' ? `, ${lender.country}` : ''}
      </dd>
    </>
  );
}

function CustomerRecap({ customer }: { customer: DealOrderSummaryDto['customer'] }) {
  return (
    <section aria-labelledby="co-recap" className="co-recap">
      <h3 id="co-recap">Ihre Angaben</h3>
      <dl className="co-dl co-dl--stack">
        <dt>Name</dt>
        <dd>{customer.name ?? 'noch nicht angegeben'}</dd>
        <dt>Anschrift</dt>
        <dd>{customer.address ? `${customer.address.street}, ${customer.address.postal_code} ${customer.address.city}` : 'noch nicht angegeben'}</dd>
        <dt>IBAN</dt>
        <dd data-testid="iban-masked">{customer.iban_masked ?? 'noch nicht angegeben'}</dd>
      </dl>
    </section>
  );
}

/**
 * Next to the order button: the lender and the § 17 PAngV figures of this very configuration
 * (Sollzins gebunden, effektiver Jahreszins, Nettodarlehensbetrag), and the customer's recap with
 * the IBAN as the server masked it.
 */
export function ContractFinance({ deal }: { deal: DealDto }) {
  const summary = useQuery(orderSummaryQueryOptions(deal.id, deal.revision));
  return (
    <section className="co-card" aria-labelledby="co-finance" aria-busy={summary.isPending || undefined}>
      <h2 id="co-finance">Angaben zum Leasingvertrag</h2>
      {summary.isError && (
        <p className="alert alert--error" role="alert">
          Die Vertragsangaben konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      )}
      {summary.data && (
        <>
          <dl className="co-dl co-dl--stack" data-testid="contract-finance">
            <Lender summary={summary.data} />
            <dt>Vertragsart</dt>
            <dd>{summary.data.contract_type}</dd>
            <dt>Sollzins (gebunden) p. a.</dt>
            <dd>{formatPercent(summary.data.borrow_rate_percent)}</dd>
            <dt className="co-dl__strong">Effektiver Jahreszins</dt>
            <dd className="co-dl__strong">{formatPercent(summary.data.annual_percentage_rate_percent)}</dd>
            <dt>Nettodarlehensbetrag</dt>
            <dd>{groupMoney(summary.data.net_loan_amount_cents, summary.data.customer_group)}</dd>
          </dl>
          <CustomerRecap customer={summary.data.customer} />
        </>
      )}
      <PaymentTimingNote deal={deal} />
    </section>
  );
}
