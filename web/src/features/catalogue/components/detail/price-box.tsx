import { formatCents, type CustomerGroup, type PriceFigures } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { monthlyPriceLabel } from '../../lib/price-labels';
import type { MonthlyPrice } from '../../lib/total-price';
import { PriceFigureTips } from '../shared/price-figures';
import { RateTerms } from '../shared/rate-terms';

interface PriceBoxProps {
  price: MonthlyPrice;
  group: CustomerGroup;
  months: number;
  km: number;
  /** Anzahlung of the chosen term and the one-time costs of the chosen delivery, in the group's terms. */
  downpaymentCents: number;
  oneTimeCostsCents: number;
  /** Of the Leasingrate shown in this box (the chosen term), by contracts priceFiguresOf. */
  figures: PriceFigures;
  dealHref: string;
}

/**
 * Total monthly price of spec 4.9 with its parts, the terms of the rate (months, km, Anzahlung,
 * one-time costs), Leasingfaktor and Gesamtkostenfaktor of the Leasingrate, rating and the deal button.
 */
export function PriceBox({ price, group, months, km, downpaymentCents, oneTimeCostsCents, figures, dealHref }: PriceBoxProps) {
  const perMonth = monthlyPriceLabel(group);
  return (
    <section className="price-box" aria-labelledby="price-box-title">
      <h2 id="price-box-title" className="visually-hidden">
        Ihre Monatsrate
      </h2>
      <p className="price-box__total" aria-live="polite">
        <span className="price-box__amount" data-testid="total-monthly-price">
          {formatCents(price.totalCents)}
        </span>{' '}
        <span className="price-box__label">{perMonth}</span>
      </p>
      <RateTerms months={months} kmPerYear={km} downpaymentCents={downpaymentCents} oneTimeCostsCents={oneTimeCostsCents} group={group} />
      <dl className="price-box__parts">
        <div>
          <dt>Leasingrate</dt>
          <dd data-testid="leasing-rate">
            {formatCents(price.baseCents)} {perMonth}
          </dd>
        </div>
        {price.insuranceCents > 0 && (
          <div>
            <dt>Versicherung</dt>
            <dd>
              {formatCents(price.insuranceCents)} {perMonth}
            </dd>
          </div>
        )}
        {price.serviceCents > 0 && (
          <div>
            <dt>Wartung &amp; Verschleiß</dt>
            <dd>
              {formatCents(price.serviceCents)} {perMonth}
            </dd>
          </div>
        )}
      </dl>
      <p className="price-box__figures">
        <PriceFigureTips figures={figures} group={group} />
      </p>
      <p className="price-rating" data-score={Math.round(figures.rating.score)}>
        {figures.rating.label}
      </p>
      <Link className="button price-box__cta" to={dealHref}>
        Jetzt anfragen
      </Link>
    </section>
  );
}

/**
 * Phones (issue 18): the total rate and "Jetzt anfragen" stay in a bar at the bottom of the screen,
 * so both are in view without scrolling past the gallery and the options. Wide screens hide it
 * (the price column is sticky there). Rendered always, shown by CSS, so it needs no window access.
 */
export function StickyPriceBar({ totalCents, group, dealHref }: { totalCents: number; group: CustomerGroup; dealHref: string }) {
  return (
    <div className="price-bar" role="region" aria-label="Monatsrate und Anfrage">
      <p className="price-bar__total">
        <span className="price-bar__amount" data-testid="sticky-monthly-price">
          {formatCents(totalCents)}
        </span>{' '}
        <span className="price-bar__label">{monthlyPriceLabel(group)}</span>
      </p>
      <Link className="button price-bar__cta" to={dealHref}>
        Jetzt anfragen
      </Link>
    </div>
  );
}
