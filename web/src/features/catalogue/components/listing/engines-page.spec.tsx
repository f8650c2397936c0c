import { screen, within } from '@testing-library/react';
import { catalogueFixtures, catalogueRoute } from '../../../../../test/catalogue-api';
import { mockApi } from '../../../../../test/mock-api';
import { renderRoute } from '../../../../../test/render-route';

const PATH = '/leasing/kompaktklasse/mercedes-benz-a-klasse/motorisierungen';

describe('engines page /leasing/{group}/{model}/motorisierungen (issue 16)', () => {
  it('shows the "ab" rate with the terms and factors of the offer behind it, and list prices in the group’s terms', async () => {
    mockApi(catalogueRoute);
    renderRoute(`${PATH}?customer_type=P`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse: Motorisierungen' });
    const { cheapest_offer: offer } = catalogueFixtures.carSeries;
    const fromRate = await screen.findByText((_text, element) => element?.classList.contains('from-rate') === true);
    expect(fromRate).toHaveTextContent(/^ab € 213,30 inkl\. USt\. mtl\.$/);
    const terms = screen.getByRole('list', { name: 'Konditionen der Rate' });
    expect(terms).toHaveTextContent('48 Monate');
    expect(terms).toHaveTextContent('10.000 km/Jahr');
    expect(terms).toHaveTextContent('Anzahlung € 2.380,00 inkl. USt.');
    expect(terms).toHaveTextContent('Überführung/Zulassung einmalig € 821,10 inkl. USt.');
    // Of exactly the shown rate: € 213,30 / € 37.700,01 × 100 = 0,566 → 0,57;
    // GKF (213,30 + (2.380 + 821,10) / 48) / 37.700,01 × 100 = 0,743 → 0,74.
    expect(offer.list_price_cents).toBe(3770001);
    expect(screen.getByRole('button', { name: 'Leasingfaktor 0,57' })).toHaveAccessibleDescription(/Bruttorate geteilt durch Bruttolistenpreis/);
    expect(screen.getByRole('button', { name: 'Gesamtkostenfaktor 0,74' })).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: 'Motorisierungen' }));
    expect(table.getByRole('columnheader', { name: 'Listenpreis (inkl. USt.)' })).toBeInTheDocument();
    // A 180 Progressive: € 31.680,68 net → € 37.700,01 gross for a private customer.
    expect(table.getAllByText('€ 37.700,01 inkl. USt.').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Listenpreise des Herstellers inkl\. USt\./)).toBeInTheDocument();

    // Issue 18: each engine with its cheapest rate for the group, linked to that offer's car page.
    expect(table.getByRole('columnheader', { name: 'Monatsrate' })).toBeInTheDocument();
    const withOffers = catalogueFixtures.carSeries.car_models.find((car) => car.offers_count > 0)!;
    const rate = table.getByRole('link', { name: 'ab € 213,30 inkl. USt. mtl.' });
    expect(rate.getAttribute('href')).toMatch(new RegExp(`^/leasing-angebote/[a-z0-9-]+-${withOffers.cheapest_offer_id}\\?customer_type=P$`));
    expect(rate.closest('tr')).toHaveTextContent(`(${withOffers.offers_count} Angebote)`);
    expect(table.getAllByText('derzeit kein Angebot')).toHaveLength(catalogueFixtures.carSeries.car_models.length - 1);
  });
});
