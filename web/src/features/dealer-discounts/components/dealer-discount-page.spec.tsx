import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi } from '../../../../test/dealer-discounts-api';
import { cell, dealer, openTable, patientQueries, SCOPE } from '../../../../test/dealer-discount-screen';
import { renderRoute, signedIn } from '../../../../test/render-route';

patientQueries();

describe('/dealer/discount: read model and screen', () => {
  it('marks a row whose latest discount gives no positive rate, with the reason for screen readers and the mouse', async () => {
    const { grid } = await openTable();
    const marked = within(grid).getByText('Modell 3', { exact: true }).closest('tr') as HTMLElement;
    expect(marked).toHaveClass('dd-row--price-issue');
    const mark = within(marked).getByRole('img', { name: /^Dieser Nachlass ergibt keine positive Rate/ });
    expect(mark).toHaveAttribute('title', expect.stringContaining('es gilt weiter der zuletzt gültige Preis'));
    const other = within(grid).getByText('Modell 2', { exact: true }).closest('tr') as HTMLElement;
    expect(other).not.toHaveClass('dd-row--price-issue');
    expect(within(other).queryByRole('img', { name: /keine positive Rate/ })).toBeNull();
  });

  it('is for Dealers and Admins only: others go to login with the way back to dealer/discount', async () => {
    mockDealerApi();
    const { router } = renderRoute('/dealer/discount', { session: signedIn('Customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(new URLSearchParams(router.state.location.search).get('redirect_url')).toBe('http://localhost/dealer/discount');
  });

  it('starts with b2b, the first bank and brand in the URL and shows 20 rows in euros and percent, -- for missing values', async () => {
    const api = mockDealerApi();
    const { router } = renderRoute('/dealer/discount', { session: dealer });
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1`));
    const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    expect(within(grid).getAllByRole('row')).toHaveLength(21);
    const request = api.last('/discounts')!;
    expect(request.url.pathname).toBe(`/api/v1/dealers/${DEALER_ID}/discounts`);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', page: '1' });
    expect(within(cell(grid, 'Modell 1', 'base_discount')).getByText('5,00 %')).toBeInTheDocument();
    expect(within(cell(grid, 'Modell 1', 'order_absolute_bonus_cents')).getByText('€ 500,00')).toBeInTheDocument();
    expect(within(cell(grid, 'Modell 1', 'dealer_delivery_cents')).getByText('--')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Mindestnachlass' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('img', { name: 'Fahrzeug nicht bestellbar' }).length).toBeGreaterThan(0);
    expect(within(grid).getAllByRole('img', { name: /^Daten unvollständig - bitte füllen sie die fehlenden Felder aus/ }).length).toBeGreaterThan(0);
    expect(screen.getByText(/25 Fahrzeuge · Seite 1 von 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', `/dealer/discount?${SCOPE}&page=2`);
  });

  it('writes a filter into the URL with page 1; clearing filters keeps the three criteria', async () => {
    const { router, last } = await openTable(`/dealer/discount?${SCOPE}&page=2`);
    expect(last('/discounts')!.url.searchParams.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Kraftstoff Alle' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elektro' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1&fuel_type=electric`));
    await waitFor(() => expect(last('/discounts')!.url.searchParams.get('fuel_type')).toBe('electric'));
    expect(last('/discounts')!.url.searchParams.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1`));
  });

  it('filters pick several values each (spec 3.12): a disclosure with checkboxes and the count, lists in the URL and the request', async () => {
    const { router, last } = await openTable(`/dealer/discount?${SCOPE}&page=2&search=Modell`);
    const fuel = screen.getByRole('button', { name: 'Kraftstoff Alle' });
    expect(fuel).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(fuel.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    fireEvent.click(fuel);
    expect(fuel).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Kraftstoff' })).toBe(panel);
    // Two quick ticks build on each other; the URL keeps the options' order.
    act(() => {
      fireEvent.click(within(panel).getByRole('checkbox', { name: 'Benzin' }));
      fireEvent.click(within(panel).getByRole('checkbox', { name: 'Elektro' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1&search=Modell&fuel_type=electric%2Cpetrol`));
    expect(screen.getByRole('button', { name: 'Kraftstoff 2 ausgewählt' })).toHaveAttribute('title', 'Elektro, Benzin');
    await waitFor(() => expect(last('/discounts')!.url.searchParams.get('fuel_type')).toBe('electric,petrol'));
    expect(within(panel).getByRole('checkbox', { name: 'Elektro' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Benzin' })).toBeChecked();
    // Escape closes and gives the focus back to the button.
    fireEvent.keyDown(within(panel).getByRole('checkbox', { name: 'Benzin' }), { key: 'Escape' });
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Kraftstoff 2 ausgewählt' })).toHaveFocus();

    // A second filter with two values, the status filter too; unticking one keeps the other.
    fireEvent.click(screen.getByRole('button', { name: 'Modellreihe Alle' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Golf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID.3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Status Alle' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daten unvollständig' }));
    await waitFor(() => expect(last('/discounts')!.url.searchParams.get('state')).toBe('data_missing'));
    const sent = last('/discounts')!.url.searchParams;
    expect(sent.get('car_series')).toBe('Golf,ID.3');
    expect(sent.get('fuel_type')).toBe('electric,petrol');
    expect(sent.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Golf' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('car_series')).toBe('ID.3'));
    expect(screen.getByRole('button', { name: 'Modellreihe 1 ausgewählt' })).toBeInTheDocument();

    // 'Auswahl aufheben' empties one filter; 'Filter zurücksetzen' keeps only the three criteria.
    fireEvent.click(within(document.getElementById(screen.getByRole('button', { name: 'Status 1 ausgewählt' }).getAttribute('aria-controls')!)!).getByRole('button', { name: 'Auswahl aufheben' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('state')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1`));
    expect(screen.getByRole('button', { name: 'Kraftstoff Alle' })).toBeInTheDocument();
  });

  it('keeps a filter value from the URL the scope does not offer, so it can be taken out', async () => {
    const { router } = await openTable(`/dealer/discount?${SCOPE}&page=1&car_series=Passat,Golf`);
    fireEvent.click(screen.getByRole('button', { name: 'Modellreihe 2 ausgewählt' }));
    const passat = screen.getByRole('checkbox', { name: 'Passat' });
    expect(passat).toBeChecked();
    fireEvent.click(passat);
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1&car_series=Golf`));
  });

  it('asks before another table drops unsaved edits', async () => {
    const { router, grid } = await openTable();
    fireEvent.click(cell(grid, 'Modell 1', 'base_discount'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '9' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    try {
      fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'bank-2' } });
      expect(confirm).toHaveBeenLastCalledWith('1 ungespeicherte Änderung verwerfen?');
      expect(router.state.location.search).toBe(`?${SCOPE}&page=1`);
      fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'bank-2' } });
      await waitFor(() => expect(router.state.location.search).toBe('?customer_group=b2b&bank_id=bank-2&manufacturer_id=brand-vw&page=1'));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
    } finally {
      confirm.mockRestore();
    }
  });

  it('two quick choices build on each other, before the first has reached the page', async () => {
    const { router } = await openTable();
    act(() => {
      fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'bank-2' } });
      fireEvent.change(screen.getByLabelText('Marke'), { target: { value: 'brand-mb' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?customer_group=b2b&bank_id=bank-2&manufacturer_id=brand-mb&page=1'));
  });

  it('a new brand drops the filters and shows all columns of that brand again', async () => {
    const { router, grid } = await openTable(`/dealer/discount?${SCOPE}&page=1&fuel_type=petrol&search=Modell`);
    fireEvent.click(screen.getByRole('button', { name: 'Spalten' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bestellschlüssel' }));
    expect(within(grid).queryByRole('columnheader', { name: 'Bestellschlüssel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Spalten (1 ausgeblendet)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Marke'), { target: { value: 'brand-mb' } });
    await waitFor(() => expect(router.state.location.search).toBe('?customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-mb&page=1'));
    const mbGrid = await screen.findByRole('grid', { name: 'Rabatte Mercedes-Benz' });
    expect(within(mbGrid).getByRole('columnheader', { name: 'Bestellschlüssel' })).toBeInTheDocument();
    expect(within(mbGrid).getByRole('columnheader', { name: 'Mengennachlass' })).toBeInTheDocument();
    expect(within(mbGrid).getByRole('columnheader', { name: 'Banksubvention' })).toBeInTheDocument();
  });
});
