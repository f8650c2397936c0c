import { formatCents, type CustomerGroup } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { monthlyPriceLabel } from '../../lib/price-labels';
import type { MonthlyPrice } from '../../lib/total-price';

interface PriceBoxProps {
  price: MonthlyPrice;
  group: CustomerGroup;
  months: number;
  km: number;
  leasingFactor: number;
  ratingLabel: string;
  dealHref: string;
}

/** Total monthly price of spec 4.9 with its parts, Leasingfaktor, price rating and the deal button. */
export function PriceBox({ price, group, months, km, leasingFactor, ratingLabel, dealHref }: PriceBoxProps) {
  return (
    <section className="price-box" aria-labelledby="price-box-title">
      <h2 id="price-box-title" className="visually-hidden">
        Ihre Monatsrate
      </h2>
      <p className="price-box__total" aria-live="polite">
        <span className="price-box__amount" data-testid="total-monthly-price">
          {formatCents(price.totalCents)}
        </span>{' '}
        <span className="price-box__label">{monthlyPriceLabel(group)}</span>
      </p>
      <p className="price-box__term">
        {months} Monate · {km.toLocaleString('de-DE')} km pro Jahr
      </p>
      <dl className="price-box__parts">
        <div>
          <dt>Leasingrate</dt>
          <dd>{formatCents(price.baseCents)}</dd>
        </div>
        {price.insuranceCents > 0 && (
          <div>
            <dt>Versicherung</dt>
            <dd>{formatCents(price.insuranceCents)}</dd>
          </div>
        )}
        {price.serviceCents > 0 && (
          <div>
            <dt>Wartung &amp; Verschleiß</dt>
            <dd>{formatCents(price.serviceCents)}</dd>
          </div>
        )}
        <div>
          <dt>Leasingfaktor</dt>
          <dd>{leasingFactor.toLocaleString('de-DE', { minimumFractionDigits: 2 })}</dd>
        </div>
      </dl>
      <p className="price-rating">{ratingLabel}</p>
      <Link className="button price-box__cta" to={dealHref}>
        Jetzt anfragen
      </Link>
    </section>
  );
}
