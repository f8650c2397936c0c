import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearErrorPage } from '../../../../lib/error-page-signal';
import { renderRoute } from '../../../../../test/render-route';
import finance24 from '../../../../../test/fixtures/catalogue/finance-24-10000.json';
import finance48 from '../../../../../test/fixtures/catalogue/finance-48-20000.json';
import product from '../../../../../test/fixtures/catalogue/product-b2c.json';
import { mockApi } from '../../../../../test/mock-api';

const ID = product.car_spec.id;
const PATH = `/leasing-angebote/mercedes-benz-a-klasse-${ID}`;

function setup(path: string, answer?: { status: number; body: unknown }) {
  return {
    ...mockApi((url) => {
      if (url.pathname === `/api/v1/products/${ID}`) return answer ?? { body: product };
      if (url.pathname === `/api/v1/car_specs/${ID}/finance_details`) {
        const months = url.searchParams.get('months');
        const body = months === '48' ? finance48 : months === '24' ? finance24 : { ...finance24, runtime: Number(months), km_per_year: Number(url.searchParams.get('km')) };
        return { body };
      }
      return undefined;
    }),
    ...renderRoute(path),
  };
}

const total = () => screen.getByTestId('total-monthly-price').textContent;

describe('car detail page', () => {
  // Earlier specs may have chosen a group; each case starts as a new visitor.
  beforeEach(() => {
    document.cookie = 'autoleasing_customer_group=; Max-Age=0; Path=/';
  });

  it('shows both picture views of the API in the gallery, the first eagerly (the LCP picture), with size and text alternative', async () => {
    setup(`${PATH}?customer_type=P`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' });
    const gallery = within(screen.getByRole('figure'));
    const picture = gallery.getByRole('img', { name: 'Zeichnung: Mercedes-Benz A-Klasse, Kompaktklasse in Rot (Seitenansicht)' });
    expect(picture).toHaveAttribute('src', product.car_spec.image_paths[0]);
    expect(product.car_spec.image_url).toMatch(/^\/api\/v1\/car_pictures\/compact\.svg\?color=\w+&view=side&v=1$/);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '180');
    expect(gallery.getByRole('button', { name: 'Seitenansicht' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(gallery.getByRole('button', { name: 'Frontansicht' }));
    const front = gallery.getByRole('img', { name: 'Zeichnung: Mercedes-Benz A-Klasse, Kompaktklasse in Rot (Frontansicht)' });
    expect(front).toHaveAttribute('src', product.car_spec.image_paths[1]);
    expect(gallery.getByRole('button', { name: 'Frontansicht' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts on the cheapest term and shows the total, PAngV example and CO₂ label for b2c', async () => {
    setup(`${PATH}?customer_type=P`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '36 Monate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10.000 km' })).toBeChecked();
    expect(total()).toBe('€ 213,30');
    expect(within(screen.getByRole('region', { name: 'Ihre Monatsrate' })).getByText('inkl. USt. mtl.', { selector: '.price-box__label' })).toBeInTheDocument();
    const href = within(screen.getByRole('region', { name: 'Ihre Monatsrate' })).getByRole('link', { name: 'Jetzt anfragen' }).getAttribute('href');
    expect(href).toMatch(/^\/create-deal\?deal_props=/);
    // The phone price bar (shown below 768 px by CSS) carries the same total and the same deal link.
    const bar = within(screen.getByRole('region', { name: 'Monatsrate und Anfrage' }));
    expect(bar.getByTestId('sticky-monthly-price')).toHaveTextContent('€ 213,30');
    expect(bar.getByRole('link', { name: 'Jetzt anfragen' })).toHaveAttribute('href', href!);
    const pangv = await screen.findByRole('region', { name: 'Repräsentatives Beispiel gemäß § 17 PAngV' });
    expect(pangv).toHaveTextContent('Effektiver Jahreszins1,50 %');
    expect(pangv).toHaveTextContent('Mercedes-Benz Leasing GmbH');
    const co2 = screen.getByRole('region', { name: 'CO₂-Klasse' });
    expect(co2).toHaveTextContent('CO₂-Klasse bei entladener BatterieE');
    expect(within(screen.getByRole('region', { name: 'Ihre Monatsrate' })).getByRole('button', { name: /^Leasingfaktor/ })).toBeInTheDocument();
  });

  const priceBox = () => within(screen.getByRole('region', { name: 'Ihre Monatsrate' }));

  it('shows the chosen term’s months, km, Anzahlung, one-time costs and the factors of exactly its rate (issue 16)', async () => {
    setup(`${PATH}?customer_type=P`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' });
    const terms = priceBox().getByRole('list', { name: 'Konditionen der Rate' });
    expect(terms).toHaveTextContent('36 Monate');
    expect(terms).toHaveTextContent('10.000 km/Jahr');
    expect(terms).toHaveTextContent('Anzahlung € 2.380,00 inkl. USt.');
    // The cheapest delivery is preselected (factory pickup, € 821,10 gross).
    expect(terms).toHaveTextContent('Überführung/Zulassung einmalig € 821,10 inkl. USt.');
    // € 213,30 / € 45.500,00 × 100 = 0,4688 → 0,47; GKF (213,30 + (2.380 + 821,10) / 36) / 45.500 × 100 = 0,66.
    expect(priceBox().getByRole('button', { name: 'Leasingfaktor 0,47' })).toBeInTheDocument();
    expect(priceBox().getByRole('button', { name: 'Gesamtkostenfaktor 0,66' })).toBeInTheDocument();
    expect(priceBox().getByTestId('leasing-rate')).toHaveTextContent('€ 213,30 inkl. USt. mtl.');
    expect(screen.getByText(/^Listenpreis € 45\.500,00 inkl\. USt\./)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '48 Monate' }));
    fireEvent.click(screen.getByRole('radio', { name: '20.000 km' }));
    await waitFor(() => expect(total()).toBe('€ 336,13'));
    // The factor follows the rate beside it: € 336,13 / € 45.500,00 × 100 = 0,74.
    expect(priceBox().getByRole('button', { name: 'Leasingfaktor 0,74' })).toBeInTheDocument();
    expect(priceBox().getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent('48 Monate');

    fireEvent.click(screen.getByRole('radio', { name: /Zulassung und Lieferung bis vor die Haustür/ }));
    expect(priceBox().getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent('Überführung/Zulassung einmalig € 1.332,80 inkl. USt.');
  });

  it('explains each factor on hover and keyboard focus: the button is described by its tooltip', async () => {
    setup(`${PATH}?customer_type=P`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' });
    const lf = priceBox().getByRole('button', { name: 'Leasingfaktor 0,47' });
    expect(lf).toHaveAccessibleDescription(/Bruttorate geteilt durch Bruttolistenpreis/);
    const gkf = priceBox().getByRole('button', { name: 'Gesamtkostenfaktor 0,66' });
    expect(gkf).toHaveAccessibleDescription(/Anzahlung und einmalige Kosten/);
    fireEvent.click(gkf);
    expect(gkf).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(gkf, { key: 'Escape' });
    expect(gkf).toHaveAttribute('aria-expanded', 'false');
  });

  it('a visitor without a chosen group gets the offer in its own group (b2c: gross) with the Privat/Gewerbe switch', async () => {
    const { router, lastRequest } = setup(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' });
    expect(lastRequest(`/api/v1/products/${ID}`)!.searchParams.has('customer_group')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Privatkunden (brutto)' })).toBeChecked();
    expect(priceBox().getByText('inkl. USt. mtl.', { selector: '.price-box__label' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Geschäftskunden (netto)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=B'));
    await waitFor(() => expect(lastRequest(`/api/v1/products/${ID}`)!.searchParams.get('customer_group')).toBe('b2b'));
  });

  it('changes months and km: URL, total and PAngV follow the chosen term', async () => {
    const { router, lastRequest } = setup(`${PATH}?customer_type=P`);
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse' });
    fireEvent.click(screen.getByRole('radio', { name: '48 Monate' }));
    fireEvent.click(screen.getByRole('radio', { name: '20.000 km' }));
    await waitFor(() => expect(total()).toBe('€ 336,13'));
    expect(router.state.location.search).toContain('months=48&km_per_year=20000');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Repräsentatives Beispiel gemäß § 17 PAngV' })).toHaveTextContent('Gesamtbetrag'));
    expect(lastRequest(`/api/v1/car_specs/${ID}/finance_details`)!.searchParams.get('km')).toBe('20000');
    expect(screen.getByRole('region', { name: 'Repräsentatives Beispiel gemäß § 17 PAngV' })).toHaveTextContent('48 Monate');
  });

  it('opens the emissions modal as a native dialog and closes it with Escape (cancel)', async () => {
    setup(`${PATH}?customer_type=P`);
    fireEvent.click(await screen.findByRole('button', { name: 'Alle Verbrauchs- und Emissionswerte' }));
    // The modal's code loads on demand.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('21,2 kWh/100 km');
    expect(dialog.tagName).toBe('DIALOG');
    // The browser turns Escape in a modal <dialog> into a 'cancel' event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('consumption figures (Pkw-EnVKV): the ones that apply to the drive, a missing one as 999', () => {
    type Summary = typeof product.car_model.emission_and_consumption_summary;
    function setupWithEmissions(summary: Omit<Summary, 'second_engine'> & { second_engine: Summary['second_engine'] | null }) {
      const body = { ...product, car_model: { ...product.car_model, emission_and_consumption_summary: summary }, meta: { ...product.meta, emissions: summary } };
      return setup(`${PATH}?customer_type=P`, { status: 200, body });
    }
    const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);
    const plugIn = product.car_model.emission_and_consumption_summary;

    it('a plug-in hybrid: fuel and electricity weighted, fuel alone with a discharged battery', async () => {
      setupWithEmissions(plugIn);
      const co2 = await screen.findByRole('region', { name: 'CO₂-Klasse' });
      expect(co2).toHaveTextContent('Kraftstoffverbrauch kombiniert0,8 l/100 km');
      expect(co2).toHaveTextContent('Stromverbrauch kombiniert21,2 kWh/100 km');
      fireEvent.click(screen.getByRole('button', { name: 'Alle Verbrauchs- und Emissionswerte' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(rowsOf(dialog.getByRole('table', { name: 'Antrieb' }))).toContain('Stromverbrauch kombiniert21,2 kWh/100 km');
      const discharged = rowsOf(dialog.getByRole('table', { name: 'Bei entladener Batterie' }));
      expect(discharged).toContain('Kraftstoffverbrauch kombiniert5,8 l/100 km');
      expect(discharged.filter((row) => row?.startsWith('Stromverbrauch'))).toEqual([]);
    });

    it('a hybrid that charges itself has no electricity figure, not a 999 one', async () => {
      const selfCharging = { ...plugIn, main_engine: { ...plugIn.main_engine, fuel_consumption_combined: 5.1, electric_consumption_combined: 999 }, second_engine: null };
      setupWithEmissions(selfCharging);
      const co2 = await screen.findByRole('region', { name: 'CO₂-Klasse' });
      expect(co2).toHaveTextContent('Kraftstoffverbrauch kombiniert5,1 l/100 km');
      expect(co2).not.toHaveTextContent('Stromverbrauch');
      fireEvent.click(screen.getByRole('button', { name: 'Alle Verbrauchs- und Emissionswerte' }));
      expect(await screen.findByRole('dialog')).not.toHaveTextContent('kWh');
    });

    it('an electric car has no fuel figure, and its missing electricity figure reads 999 (spec 3.10)', async () => {
      const electric = { ...plugIn, co2_emission: 0, co2_class: 'A', main_engine: { fuel_type: 'electric', co2_emission: 0, co2_class: 'A', fuel_consumption_combined: 999, electric_consumption_combined: 999 }, second_engine: null };
      setupWithEmissions(electric);
      const co2 = await screen.findByRole('region', { name: 'CO₂-Klasse' });
      expect(co2).toHaveTextContent('Stromverbrauch kombiniert999,0 kWh/100 km');
      expect(co2).not.toHaveTextContent('Kraftstoffverbrauch');
      fireEvent.click(screen.getByRole('button', { name: 'Alle Verbrauchs- und Emissionswerte' }));
      expect(await screen.findByRole('dialog')).not.toHaveTextContent('l/100 km');
    });
  });

  it('shows the 400 page with the group switch for an offer of the other group', async () => {
    const { router } = setup(PATH, { status: 400, body: { statusCode: 400, code: 'offer_only_for_b2c', message: 'Leider ist dieses Angebot nur für Privatkunden verfügbar.' } });
    expect(await screen.findByText('Leider ist dieses Angebot nur für Privatkunden verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leasing-Angebote für Privatkunden' })).toHaveAttribute('href', '/leasing?customer_type=P');
    fireEvent.click(screen.getByRole('button', { name: 'Als Privatkunde ansehen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=P'));
  });

  it('raises the 400 page again when a navigation clears it while the failed answer is held (the group switch race)', async () => {
    setup(PATH, { status: 400, body: { statusCode: 400, code: 'offer_only_for_b2c', message: 'Leider ist dieses Angebot nur für Privatkunden verfügbar.' } });
    expect(await screen.findByText('Leider ist dieses Angebot nur für Privatkunden verfügbar.')).toBeInTheDocument();
    act(() => clearErrorPage());
    expect(await screen.findByText('Leider ist dieses Angebot nur für Privatkunden verfügbar.')).toBeInTheDocument();
  });

  it('sends an invalid km value to /error?code=1 (spec 5.1)', async () => {
    const { router } = setup(`${PATH}?km_per_year=12345`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(router.state.location.search).toBe('?code=1');
  });
});
