import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { OPERATOR } from '../operator';

describe('legal pages (issue 3: Impressum, Datenschutz)', () => {
  beforeEach(() => mockApi(() => undefined));

  it('names the provider with address, representatives, contact, register and VAT id on /impressum', async () => {
    renderRoute('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const page = within(screen.getByRole('article', { name: 'Impressum' }));
    expect(page.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(page.getByText(new RegExp(`${OPERATOR.postalCode} ${OPERATOR.city}`), { selector: 'address' })).toHaveTextContent(OPERATOR.street);
    expect(page.getByText(/Vertreten durch/)).toHaveTextContent(OPERATOR.managingDirectors.join(' und '));
    expect(page.getByRole('link', { name: OPERATOR.email })).toHaveAttribute('href', `mailto:${OPERATOR.email}`);
    expect(page.getByText(new RegExp(OPERATOR.register))).toHaveTextContent(OPERATOR.vatId);
  });

  it('explains on /datenschutz who is responsible, every cookie the site sets and the newsletter’s double opt-in', async () => {
    renderRoute('/datenschutz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    const cookies = within(screen.getByRole('table', { name: 'Cookies dieser Website' }));
    for (const name of ['autoleasing_session', 'autoleasing_customer_group', 'autoleasing_last_seen', 'autoleasing_state']) {
      expect(cookies.getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Double-Opt-in/)).toHaveTextContent('Art. 6 Abs. 1 lit. a DSGVO');
    expect(screen.getAllByRole('link', { name: OPERATOR.privacyEmail })[0]).toHaveAttribute('href', `mailto:${OPERATOR.privacyEmail}`);
  });
});
