import { formatDecimal } from '../format/number';
import type { CustomerGroup } from './customer-group';
import { priceRating, type PriceRating } from './price-rating';

/**
 * The figures shown beside a monthly rate: Leasingfaktor, Gesamtkostenfaktor and the price
 * rating. ONE formula for api and web, so a card, the car page and the API never disagree, and
 * every figure is computed from exactly the rate it stands next to (leasing-math.md):
 *
 *   Leasingfaktor      = rate / list price × 100
 *   Gesamtkostenfaktor = (rate + (Anzahlung + one-time costs) / months) / list price × 100
 *
 * Both rounded to 2 decimals. All amounts are in the group's terms (spec 1): net for b2b (net
 * rate, net list price, net Anzahlung and delivery), gross for b2c. The caller passes the figures
 * exactly as it shows them, so the group rule is kept by construction.
 */

export interface PriceFigureInput {
  /** The monthly rate shown, in cents. */
  rateCents: number;
  /** The list price in the same terms (net for b2b, gross for b2c), in cents. */
  listPriceCents: number;
  /** Leasingsonderzahlung of the rate's term, cents (0 when none). */
  downpaymentCents: number;
  /** One-time costs (Überführung / Zulassung) of the chosen or cheapest delivery, cents (0 when none). */
  oneTimeCostsCents: number;
  months: number;
}

export interface PriceFigures {
  leasingFactor: number;
  totalCostFactor: number;
  rating: PriceRating;
}

/** Leasingfaktor = rate / list price × 100, rounded to 2 decimals; NaN without a list price. */
export function leasingFactorOf(rateCents: number, listPriceCents: number): number {
  if (!(listPriceCents > 0) || !Number.isFinite(rateCents)) return Number.NaN;
  // One rounding of an exact quotient of integers: rate × 10,000 / list price is LF × 100.
  return Math.round((rateCents * 10000) / listPriceCents) / 100;
}

/** Gesamtkostenfaktor = (rate + (Anzahlung + one-time costs) / months) / list price × 100, 2 decimals. */
export function totalCostFactorOf(input: PriceFigureInput): number {
  const { rateCents, listPriceCents, downpaymentCents, oneTimeCostsCents, months } = input;
  if (!(listPriceCents > 0) || !(months > 0)) return Number.NaN;
  const perTermCents = rateCents * months + downpaymentCents + oneTimeCostsCents;
  return Math.round((perTermCents * 10000) / (listPriceCents * months)) / 100;
}

/** All three figures of one shown rate; the rating (spec 8) follows the Leasingfaktor as displayed. */
export function priceFiguresOf(input: PriceFigureInput): PriceFigures {
  const leasingFactor = leasingFactorOf(input.rateCents, input.listPriceCents);
  return { leasingFactor, totalCostFactor: totalCostFactorOf(input), rating: priceRating(leasingFactor) };
}

/** '0,29': a factor with a German decimal comma and two decimals; '–' when it cannot be computed. */
export function formatFactor(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return formatDecimal(value, 2);
}

/** Short explanations for the hover / focus disclosure beside each factor. */
export function leasingFactorExplanation(group: CustomerGroup): string {
  const terms = group === 'b2c' ? 'Bruttorate geteilt durch Bruttolistenpreis' : 'Nettorate geteilt durch Nettolistenpreis';
  return `Leasingfaktor: ${terms}, mal 100. Je kleiner, desto günstiger die Rate im Verhältnis zum Neupreis.`;
}

export function totalCostFactorExplanation(group: CustomerGroup): string {
  const terms = group === 'b2c' ? 'Bruttolistenpreis' : 'Nettolistenpreis';
  return (
    'Gesamtkostenfaktor: Monatsrate plus Anzahlung und einmalige Kosten (Überführung/Zulassung), ' +
    `auf die Laufzeit verteilt, geteilt durch den ${terms}, mal 100. Zeigt die echten Kosten pro Monat.`
  );
}
