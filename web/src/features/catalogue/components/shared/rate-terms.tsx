import { formatCents, type CustomerGroup } from '@autoleasing/contracts';
import { oneOffPriceLabel } from '../../lib/price-labels';

export interface RateTermsProps {
  months: number | null;
  kmPerYear: number | null;
  downpaymentCents: number;
  oneTimeCostsCents: number;
  group: CustomerGroup;
}

/** 'Anzahlung € 5.950,00 inkl. USt.', or '0 € Anzahlung' when none (issue 16). */
export function downpaymentText(cents: number, group: CustomerGroup): string {
  return cents > 0 ? `Anzahlung ${formatCents(cents)} ${oneOffPriceLabel(group)}` : '0 € Anzahlung';
}

/**
 * The terms every rate is shown with (issue 16): months, km per year, Anzahlung and the one-time
 * costs of the chosen (or cheapest) delivery, each amount with its netto / inkl. USt. label.
 */
export function RateTerms({ months, kmPerYear, downpaymentCents, oneTimeCostsCents, group }: RateTermsProps) {
  return (
    <ul className="rate-terms" aria-label="Konditionen der Rate">
      {months !== null && <li>{months} Monate</li>}
      {kmPerYear !== null && <li>{kmPerYear.toLocaleString('de-DE')} km/Jahr</li>}
      <li>{downpaymentText(downpaymentCents, group)}</li>
      <li>
        {oneTimeCostsCents > 0 ? `Überführung/Zulassung einmalig ${formatCents(oneTimeCostsCents)} ${oneOffPriceLabel(group)}` : 'keine Überführungskosten'}
      </li>
    </ul>
  );
}
