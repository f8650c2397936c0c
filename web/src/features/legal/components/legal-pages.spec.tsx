import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';

const OPERATOR_PATH = '/fe-api/v1/legal/operator';

/** As the api answers with OPERATOR_* set (values are fictional). */
const CONFIGURED: LegalOperatorResponse = {
  name: 'Leasing Prüfung AG',
  street: 'Musterweg 7',
  postal_code: '54321',
  city: 'Beispielstadt',
  managing_directors: ['Erika Mustermann', 'Max Mustermann'],
  register: 'Amtsgericht Beispielstadt, HRB 0',
  vat_id: 'DE000000000',
  phone: '+49 0000 000',
  email: 'kontakt@pruefung.example',
  privacy_email: 'datenschutz@pruefung.example',
  broker_authority: 'Ordnungsamt Beispielstadt',
};

/** The development defaults: no register entry, VAT id, phone or broker authority. */
const PARTIAL: LegalOperatorResponse = {
  ...CONFIGURED,
  managing_directors: ['Erika Mustermann'],
  register: null,
  vat_id: null,
  phone: null,
  broker_authority: null,
};

const serve = (body: LegalOperatorResponse) => mockApi((url) => (url.pathname === OPERATOR_PATH ? { body } : undefined));

describe('legal pages (issue 3: Impressum, Datenschutz) with the operator from the api', () => {
  it('names the configured provider with address, representatives, contact, register, VAT id and broker permission on /impressum', async () => {
    const api = serve(CONFIGURED);
    renderRoute('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const page = within(screen.getByRole('article', { name: 'Impressum' }));
    expect(await page.findByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(page.getByText(/54321 Beispielstadt/, { selector: 'address' })).toHaveTextContent('Leasing Prüfung AGMusterweg 754321 Beispielstadt');
    expect(page.getByText(/Vertreten durch/)).toHaveTextContent('Vertreten durch die Geschäftsführung Erika Mustermann und Max Mustermann.');
    expect(page.getByRole('link', { name: 'kontakt@pruefung.example' })).toHaveAttribute('href', 'mailto:kontakt@pruefung.example');
    expect(page.getByRole('link', { name: '+49 0000 000' })).toHaveAttribute('href', 'tel:+490000000');
    expect(page.getByText(/Eingetragen im Handelsregister/)).toHaveTextContent(
      'Eingetragen im Handelsregister: Amtsgericht Beispielstadt, HRB 0Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000',
    );
    expect(page.getByText(/§ 34c Gewerbeordnung/)).toHaveTextContent('erteilt von: Ordnungsamt Beispielstadt.');
    expect(page.getByText('Erika Mustermann, Musterweg 7, 54321 Beispielstadt')).toBeInTheDocument();
    expect(api.requests.filter((u) => u.pathname === OPERATOR_PATH)).toHaveLength(1);
  });

  it('leaves out what is not configured: no register, VAT id, phone or broker section, and no placeholder text', async () => {
    serve(PARTIAL);
    renderRoute('/impressum');
    const article = await screen.findByRole('article', { name: 'Impressum' });
    const page = within(article);
    expect(await page.findByText(/Vertreten durch/)).toHaveTextContent('Vertreten durch den Geschäftsführer bzw. die Geschäftsführerin Erika Mustermann.');
    expect(page.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeInTheDocument();
    expect(page.queryByText(/Telefon/)).not.toBeInTheDocument();
    expect(page.queryByRole('heading', { name: 'Registereintrag und Umsatzsteuer' })).not.toBeInTheDocument();
    expect(page.queryByText(/Umsatzsteuer-Identifikationsnummer/)).not.toBeInTheDocument();
    expect(page.queryByText(/§ 34c/)).not.toBeInTheDocument();
    expect(article).not.toHaveTextContent(/TODO|null|undefined/);
  });

  it('shows an alert after a failure, whose retry loads the provider without leaving the page', async () => {
    let fail = true;
    mockApi((url) => (url.pathname === OPERATOR_PATH ? (fail ? { status: 503, body: { statusCode: 503, code: 'unavailable', message: 'Nicht verfügbar' } } : { body: CONFIGURED }) : undefined));
    const { router } = renderRoute('/impressum');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Angaben zum Anbieter konnten gerade nicht geladen werden.');
    // The static part of the imprint stays readable, on the same URL.
    expect(screen.getByRole('heading', { level: 2, name: 'Verbraucherstreitbeilegung' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/impressum');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains on /datenschutz who is responsible, every cookie the site sets and the newsletter’s double opt-in', async () => {
    serve(CONFIGURED);
    renderRoute('/datenschutz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    const cookies = within(screen.getByRole('table', { name: 'Cookies dieser Website' }));
    for (const name of ['autoleasing_session', 'autoleasing_customer_group', 'autoleasing_last_seen', 'autoleasing_state']) {
      expect(cookies.getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Double-Opt-in/)).toHaveTextContent('Art. 6 Abs. 1 lit. a DSGVO');
    expect(await screen.findByText(/Leasing Prüfung AG/, { selector: 'address' })).toHaveTextContent('Leasing Prüfung AG, Musterweg 7, 54321 Beispielstadt');
    const links = screen.getAllByRole('link', { name: 'datenschutz@pruefung.example' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:datenschutz@pruefung.example');
  });

  it('omits the privacy address on /datenschutz when none is configured', async () => {
    serve({ ...PARTIAL, privacy_email: null });
    renderRoute('/datenschutz');
    expect(await screen.findByText(/Leasing Prüfung AG/, { selector: 'address' })).not.toHaveTextContent('E-Mail');
    expect(screen.getByText(/Double-Opt-in/)).toHaveTextContent('mit Wirkung für die Zukunft widerrufen können.');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
