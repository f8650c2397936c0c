import { screen, within } from '@testing-library/react';
import type { CustomerGroup, DealCustomerState, DealDto } from '@autoleasing/contracts';
import { makeDeal, mockCheckoutApi, makeCustomer } from '../../../../test/checkout-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { pageLoader } from '../lib/full-page-load';

const customer = (group: CustomerGroup = 'b2c') => signedIn('Customer', { customerGroup: group });
const dealIn = (state: DealCustomerState, group: CustomerGroup = 'b2c', overrides: Partial<DealDto> = {}) => makeDeal({ customer_state: state, customer_group: group, ...overrides }, group);
const cents = (text: string) => Math.round(Number(/€\s?([\d.]+,\d{2})/.exec(text)?.[1].replace(/\./g, '').replace(',', '.')) * 100);

beforeEach(() => {
  jest.spyOn(pageLoader, 'load').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('summary: the whole contract in numbers (issue 16)', () => {
  it('lists Anzahlung, rates, delivery and the selected extra, and the Gesamtbetrag is their sum, labelled inkl. USt.', async () => {
    const base = makeDeal();
    mockCheckoutApi({
      deal: dealIn('documents_uploaded', 'b2c', {
        final_offer: { ...base.final_offer, downpayment_cents: 297_500 },
        extras: base.extras.map((e) => ({ ...e, selected: e.extra_id === 'registration' })),
      }),
    });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    const table = await screen.findByRole('table', { name: /Gesamtbetrag Ihres Leasingvertrags/ });
    const rows = [...table.querySelectorAll<HTMLElement>('tr[data-total-line]')];
    const amounts = rows.map((row) => cents(row.querySelector('td')?.textContent ?? ''));
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Anzahlung',
      '36 Monatsraten (je €\u00a0299,00)',
      'Überführung: Zulassung und Lieferung bis vor die Haustür',
      'Extra: Zulassung',
      'Gesamtbetrag',
    ]);
    expect(amounts).toEqual([297_500, 36 * 29_900, 49_900, 19_900, 297_500 + 36 * 29_900 + 49_900 + 19_900]);
    for (const row of rows) expect(row.textContent).toContain('inkl. USt.');
  });

  it('shows lender, Sollzins (gebunden), effektiver Jahreszins, Nettodarlehensbetrag and the masked IBAN next to the order button', async () => {
    mockCheckoutApi({ deal: dealIn('documents_uploaded') });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    const figures = await screen.findByTestId('contract-finance');
    expect(figures).toHaveTextContent('Musterbank Leasing GmbH, Bankstraße 1, 38112 Braunschweig');
    expect(figures).toHaveTextContent('Sollzins (gebunden) p. a.3,99 %');
    expect(figures).toHaveTextContent('Effektiver Jahreszins4,06 %');
    expect(figures).toHaveTextContent('Nettodarlehensbetrag€ 29.750,00 inkl. USt.');
    expect(screen.getByTestId('iban-masked')).toHaveTextContent('DE89 **** **** **** **** 00');
    // No one-time payment on a monthly deal: no reservation sentence.
    expect(screen.queryByTestId('payment-timing')).not.toBeInTheDocument();
  });

  it('says when the Anzahlung is taken when it is paid once by card', async () => {
    const base = makeDeal();
    mockCheckoutApi({
      deal: dealIn('documents_uploaded', 'b2c', { finance_options: 'one_time', final_offer: { ...base.final_offer, downpayment_cents: 250_000 }, downpayment_cents: 250_000 }),
    });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    expect(await screen.findByTestId('payment-timing')).toHaveTextContent(
      'Ihre Anzahlung von € 2.500,00 inkl. USt. wird mit der Bestellung auf Ihrer Karte nur reserviert und erst abgebucht, wenn Ihr unterschriebener Leasingvertrag bei uns eingegangen ist',
    );
  });

  it('labels every amount netto for a business customer', async () => {
    mockCheckoutApi({ deal: dealIn('documents_uploaded', 'b2b'), customer: makeCustomer('b2b') });
    renderRoute('/checkout/business-summary?deal_id=7', { session: customer('b2b') });
    const table = await screen.findByRole('table', { name: /Gesamtbetrag/ });
    for (const row of table.querySelectorAll<HTMLElement>('tr[data-total-line]')) expect(row.textContent).toMatch(/netto$/);
    expect(table).not.toHaveTextContent('inkl. USt.');
  });
});
