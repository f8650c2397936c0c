import { dealOrderTotals, priceLabel, type DealDto } from '@autoleasing/contracts';
import { money } from '../lib/money';

/**
 * The whole contract in numbers: every line of the Gesamtbetrag with its amount, and the total as
 * the sum of exactly these lines (contracts' dealOrderTotals, which the server's order summary
 * uses too).
 */
export function OrderTotalsTable({ deal }: { deal: DealDto }) {
  const totals = dealOrderTotals(deal);
  const label = priceLabel(deal.customer_group);
  return (
    <table className="co-totals" aria-labelledby="co-totals-caption">
      <caption id="co-totals-caption">Gesamtbetrag Ihres Leasingvertrags ({label})</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Posten</th>
          <th scope="col">Betrag</th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line) => (
          <tr key={line.key} data-total-line={line.key}>
            <th scope="row">
              {line.label}
              {line.key === 'rates' && <span className="co-muted"> (je {money(deal.final_offer.total_rate_cents)})</span>}
            </th>
            <td data-amount-cents={line.amountCents}>
              <span className="co-nowrap">{money(line.amountCents)}</span> {label}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-total-line="total">
          <th scope="row">Gesamtbetrag</th>
          <td data-amount-cents={totals.totalCents}>
            <span className="co-nowrap">{money(totals.totalCents)}</span> {label}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
