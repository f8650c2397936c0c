import { formatCents, type CustomerGroup, formatCount, type OfferListItem } from '@autoleasing/contracts';
import { oneOffPriceLabel, rateSuffix } from '../../lib/price-labels';

export interface RateTermsProps {
  months: number | null;
  kmPerYear: number | null;
  downpaymentCents: number;
  oneTimeCostsCents: number;
  group: CustomerGroup;
  /** One term per line, for narrow tiles. */
  stacked?: boolean;
}

/** 'Anzahlung € 5.950,00 inkl. USt.', or '0 € Anzahlung' when none (issue 16). */
export function downpaymentText(cents: number, group: CustomerGroup): string {
  return cents > 0 ? `Anzahlung ${formatCents(cents)} ${oneOffPriceLabel(group)}` : '0 € Anzahlung';
}

/** An amount with its label, kept on one line ('€ 1.059,10 inkl. USt.'). */
function Amount({ cents, group }: { cents: number; group: CustomerGroup }) {
  return <span className="rate-terms__amount">{`${formatCents(cents)} ${oneOffPriceLabel(group)}`}</span>;
}

/**
 * The terms every rate is shown with (issue 16): months, km per year, Anzahlung and the one-time
 * costs of the chosen (or cheapest) delivery, each amount with its netto / inkl. USt. label.
 */
export function RateTerms({ months, kmPerYear, downpaymentCents, oneTimeCostsCents, group, stacked = false }: RateTermsProps) {
  return (
    <ul className={stacked ? 'rate-terms rate-terms--stacked' : 'rate-terms'} aria-label="Konditionen der Rate">
      {months !== null && <li>{months} Monate</li>}
      {kmPerYear !== null && <li>{formatCount(kmPerYear)} km/Jahr</li>}
      <li>{downpaymentCents > 0 ? <>Anzahlung <Amount cents={downpaymentCents} group={group} /></> : downpaymentText(0, group)}</li>
      <li>
        {oneTimeCostsCents > 0 ? (
          <>
            Überführung/Zulassung einmalig <Amount cents={oneTimeCostsCents} group={group} />
          </>
        ) : (
          'keine Überführungskosten'
        )}
      </li>
    </ul>
  );
}

/**
 * An "ab" rate of a tile or page head (brand, category, series) with the terms of the offer
 * behind it (issue 16): the rate is that offer's, so rate and terms always belong together.
 */
export function FromRateWithTerms({ offer, group, stacked = false }: { offer: OfferListItem; group: CustomerGroup; stacked?: boolean }) {
  return (
    <>
      <span className="from-rate">
        ab <strong className="from-rate__value">{formatCents(offer.finance_rate_cents)}</strong> {rateSuffix(group)}
      </span>
      <RateTerms
        months={offer.months}
        kmPerYear={offer.km_per_year}
        downpaymentCents={offer.downpayment_cents}
        oneTimeCostsCents={offer.one_time_costs_cents}
        group={group}
        stacked={stacked}
      />
    </>
  );
}
