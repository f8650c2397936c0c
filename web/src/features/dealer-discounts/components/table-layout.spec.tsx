import { discountPartsOfValues, formatCents, rowPricePreview, type DiscountRowOfferDto } from '@autoleasing/contracts';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

/** Issue 21, items 4 and 7: full width, the sticky save bar and the price preview per row. */
const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';
const WIDTH_KEY = `dealer-discounts:full-width:${dealer.userId}`;

const OFFER: DiscountRowOfferDto = {
  id: 'offer-1',
  inventory_type: 'ordered',
  list_price_cents: 4_000_000,
  gross_list_price_cents: 4_760_000,
  bafa_downpayment_cents: 0,
  terms: [
    [36, 10000, 2_200_000, 4.99, 0],
    [48, 10000, 1_900_000, 4.99, 0],
  ],
};

async function openTable() {
  const api = mockDealerApi();
  // Modell 1 (available) and Modell 5 (not orderable) have an offer; the others none.
  api.state.rows[0] = { ...api.state.rows[0], offers: [OFFER] };
  api.state.rows[4] = { ...api.state.rows[4], offers: [{ ...OFFER, id: 'offer-5' }] };
  renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { api, grid };
}

const rowOf = (grid: HTMLElement, model: string) => within(grid).getByText(model, { exact: true }).closest('tr') as HTMLElement;
const priceCell = (row: HTMLElement) => row.querySelector('td.dd-col-price') as HTMLElement;

/** The rate the projection lists for Modell 1 at this base discount (1,5 % collected besides). */
const expectedRate = (baseDiscount: number) => {
  const preview = rowPricePreview({
    group: 'b2b',
    state: 'available',
    parts: discountPartsOfValues({ base_discount: baseDiscount, additional_discounts: [null], collected_discounts: [1.5], stock_discount_offset: null, order_absolute_bonus_cents: 50_000, stock_absolute_bonus_cents: null }),
    offers: [OFFER],
  });
  if (preview.kind !== 'priced') throw new Error('expected a price');
  return preview.rateCents;
};

describe('/dealer/discount: a table that fits the work (issue 21)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each row’s cheapest rate and Leasingfaktor linked to the car page, or why there is none', async () => {
    const { grid } = await openTable();
    expect(within(grid).getByRole('columnheader', { name: 'Rate ab / Leasingfaktor' })).toBeInTheDocument();
    const first = priceCell(rowOf(grid, 'Modell 1'));
    const link = within(first).getByRole('link', { name: `ab ${formatCents(expectedRate(5))}` });
    expect(link).toHaveAttribute('href', '/leasing-angebote/vw-modell-1-offer-1?customer_type=B');
    expect(first).toHaveTextContent(/LF \d+,\d\d/);
    expect(first).not.toHaveTextContent('Vorschau');
    // By keyboard: Enter on the cell opens the car page as a click on the rate does.
    let opened = false;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opened = true;
    });
    fireEvent.click(first);
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(opened).toBe(true);
    expect(priceCell(rowOf(grid, 'Modell 2'))).toHaveTextContent('kein Angebot (kein Fahrzeug im Katalog)');
    expect(priceCell(rowOf(grid, 'Modell 5'))).toHaveTextContent('kein Angebot (nicht bestellbar)');
  });

  it('recomputes the preview from a draft, marks it "Vorschau" and goes back when the draft is discarded', async () => {
    const { grid } = await openTable();
    const row = rowOf(grid, 'Modell 1');
    const before = expectedRate(5);
    const base = row.querySelector('td[data-field="base_discount"]') as HTMLElement;
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: 'Enter' });
    const input = within(base).getByRole('textbox');
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const after = expectedRate(10);
    expect(after).toBeLessThan(before);
    expect(within(priceCell(row)).getByRole('link', { name: `ab ${formatCents(after)}` })).toBeInTheDocument();
    expect(priceCell(row)).toHaveTextContent('Vorschau');
    // A draft that is not a number yet computes nothing.
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: 'Enter' });
    fireEvent.change(within(base).getByRole('textbox'), { target: { value: 'abc' } });
    fireEvent.keyDown(within(base).getByRole('textbox'), { key: 'Enter' });
    expect(priceCell(row)).toHaveTextContent('Vorschau: Eingabe prüfen');
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect(within(priceCell(row)).getByRole('link', { name: `ab ${formatCents(before)}` })).toBeInTheDocument();
    expect(priceCell(row)).not.toHaveTextContent('Vorschau');
  });

  it('keeps save and discard in a bar that sticks to the window while there are drafts, with the count', async () => {
    const { grid } = await openTable();
    const bar = screen.getByRole('region', { name: 'Änderungen speichern' });
    expect(bar).not.toHaveClass('dd-savebar--drafts');
    expect(within(bar).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    const base = rowOf(grid, 'Modell 2').querySelector('td[data-field="base_discount"]') as HTMLElement;
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: '7' });
    fireEvent.keyDown(within(base).getByRole('textbox'), { key: 'Enter' });
    expect(bar).toHaveClass('dd-savebar--drafts');
    expect(bar).toHaveTextContent('1 ungespeicherte Änderung');
    expect(within(bar).getByRole('button', { name: 'Speichern (1)' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Änderungen verwerfen' })).toBeInTheDocument();
  });

  it('"Volle Breite" is on by default and remembered per user', async () => {
    await openTable();
    const toggle = screen.getByRole('button', { name: 'Volle Breite' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.dd-page')).toHaveClass('dd-page--wide');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('.dd-page')).not.toHaveClass('dd-page--wide');
    expect(window.localStorage.getItem(WIDTH_KEY)).toBe('off');
    // The same user finds the choice again; another user of this browser starts with the default.
    cleanup();
    await openTable();
    expect(screen.getByRole('button', { name: 'Volle Breite' })).toHaveAttribute('aria-pressed', 'false');
    cleanup();
    mockDealerApi();
    renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: { ...dealer, userId: '00000000-0000-4000-8000-000000000002' } });
    expect(await screen.findByRole('button', { name: 'Volle Breite' })).toHaveAttribute('aria-pressed', 'true');
  });
});
