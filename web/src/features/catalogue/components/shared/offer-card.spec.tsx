import type { OfferListItem } from '@autoleasing/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import levelTwo from '../../../../../test/fixtures/catalogue/level-two-b2c.json';
import { OfferCard } from './offer-card';

const base = levelTwo.results[0] as unknown as OfferListItem;

function renderCard(offer: OfferListItem, group: 'b2b' | 'b2c' = 'b2c') {
  const router = createMemoryRouter([{ path: '/', element: <OfferCard offer={offer} group={group} /> }]);
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('article'));
}

describe('offer card (issue 16)', () => {
  it('shows the rate with months, km, Anzahlung and one-time costs, each amount with its label', () => {
    const card = renderCard({ ...base, finance_rate_cents: 14645, list_price_cents: 4993000, months: 48, km_per_year: 15000, downpayment_cents: 595000, one_time_costs_cents: 107100 });
    expect(card.getByText('€ 146,45')).toBeInTheDocument();
    expect(card.getByText('inkl. USt. mtl.')).toBeInTheDocument();
    const terms = card.getByRole('list', { name: 'Konditionen der Rate' });
    expect(terms).toHaveTextContent('48 Monate');
    expect(terms).toHaveTextContent('15.000 km/Jahr');
    expect(terms).toHaveTextContent('Anzahlung € 5.950,00 inkl. USt.');
    expect(terms).toHaveTextContent('Überführung/Zulassung einmalig € 1.071,00 inkl. USt.');
  });

  it('computes the Leasingfaktor and rating from the rate it shows (CUPRA Born: 146,45 / 49.930 → 0,29, not a stored 0,35)', () => {
    const card = renderCard({ ...base, finance_rate_cents: 14645, list_price_cents: 4993000, leasing_factor: 0.35, months: 36, downpayment_cents: 0, one_time_costs_cents: 0 });
    expect(card.getByRole('button', { name: 'Leasingfaktor 0,29' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Gesamtkostenfaktor 0,29' })).toBeInTheDocument();
    expect(card.getByText('Top Preis')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent('0 € Anzahlung');
  });

  it('labels net figures for business customers', () => {
    const card = renderCard({ ...base, customer_group: 'b2b', downpayment_cents: 100000, one_time_costs_cents: 50000 }, 'b2b');
    expect(card.getByText('netto mtl.')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent('Anzahlung € 1.000,00 netto');
    expect(card.getByRole('button', { name: /^Leasingfaktor/ })).toHaveAccessibleDescription(/Nettorate geteilt durch Nettolistenpreis/);
  });
});
