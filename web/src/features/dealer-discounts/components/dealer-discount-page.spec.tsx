import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANKS, DEALER_ID, mockDealerApi } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

// The machine is shared and busy: give the app's chained calls (check, patch, reload) time.
configure({ asyncUtilTimeout: 4000 });

const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';

async function openTable(path = `/dealer/discount?${SCOPE}&page=1`, extra?: Parameters<typeof mockDealerApi>[0]) {
  const api = mockDealerApi(extra);
  const view = renderRoute(path, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, ...view, grid };
}

const cell = (grid: HTMLElement, model: string, field: string) => {
  const row = within(grid).getByText(model, { exact: true }).closest('tr') as HTMLElement;
  return row.querySelector(`td[data-field="${field}"]`) as HTMLElement;
};

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

describe('/dealer/discount: spreadsheet keys, paste and save', () => {
  it('moves with arrows and Tab, edits with Enter, commits with Enter (down), cancels with Escape', async () => {
    const { grid } = await openTable();
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    base.focus();
    fireEvent.keyDown(base, { key: 'ArrowDown' });
    const below = cell(grid, 'Modell 2', 'base_discount');
    await waitFor(() => expect(below).toHaveFocus());
    fireEvent.keyDown(below, { key: 'ArrowUp' });
    await waitFor(() => expect(base).toHaveFocus());
    fireEvent.keyDown(base, { key: 'Tab' });
    const right = cell(grid, 'Modell 1', 'additional_discounts_0');
    await waitFor(() => expect(right).toHaveFocus());
    fireEvent.keyDown(right, { key: 'ArrowLeft' });
    await waitFor(() => expect(base).toHaveFocus());

    fireEvent.keyDown(base, { key: 'Enter' });
    const input = within(base).getByRole('textbox', { name: 'Basisnachlass, Modell 1 (Prozent)' });
    expect(input).toHaveValue('5,00');
    fireEvent.change(input, { target: { value: '7,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(base).getByText('7,50 %')).toBeInTheDocument();
    expect(base).toHaveClass('dd-cell--edited');
    await waitFor(() => expect(cell(grid, 'Modell 2', 'base_discount')).toHaveFocus());

    const second = cell(grid, 'Modell 2', 'base_discount');
    fireEvent.keyDown(second, { key: '9' });
    const editor = within(second).getByRole('textbox');
    expect(editor).toHaveValue('9');
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(within(second).getByText('5,00 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern (1)' })).toBeEnabled();
  });

  it('moves the sum and the status dot with the drafts at once; "Änderungen verwerfen" drops every draft (issue 21)', async () => {
    const { grid } = await openTable();
    const row = within(grid).getByText('Modell 1', { exact: true }).closest('tr') as HTMLElement;
    expect(row.querySelector('td.dd-col-sum')).toHaveTextContent('6,50 %');
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: 'Enter' });
    const input = within(base).getByRole('textbox');
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(row.querySelector('td.dd-col-sum')).toHaveTextContent('11,50 %');
    // Emptying the base discount makes the row incomplete: the dot says so before any save.
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: 'Delete' });
    expect(within(row).getByRole('img', { name: /^Daten unvollständig/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect(within(base).getByText('5,00 %')).toBeInTheDocument();
    expect(row.querySelector('td.dd-col-sum')).toHaveTextContent('6,50 %');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Änderungen verwerfen' })).toBeNull();
  });

  it('withdraws a saved confirmation with its own request (issue 21)', async () => {
    const api = mockDealerApi();
    api.state.rows[0] = { ...api.state.rows[0], confirmed: true };
    renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: dealer });
    const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    const model = api.state.rows[0].car_model_name;
    fireEvent.click(within(grid).getByRole('button', { name: `Bestätigung aufheben: ${model}` }));
    await waitFor(() => expect(api.last('/discounts/unconfirm', 'POST')!.body).toEqual({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', car_model_ids: [api.state.rows[0].car_model_id] }));
    expect(await within(grid).findByRole('button', { name: `Bestätigen: ${model}` })).toBeEnabled();
  });

  it('pastes a column of German numbers from a spreadsheet downward and flags what is not a number', async () => {
    const { grid } = await openTable();
    const start = cell(grid, 'Modell 2', 'order_absolute_bonus_cents');
    fireEvent.click(start);
    fireEvent.paste(grid, { clipboardData: { getData: () => '1.234,5\r\n€ 99\r\nzwölf\r\n' } });
    expect(within(start).getByText('€ 1.234,50')).toBeInTheDocument();
    expect(within(cell(grid, 'Modell 3', 'order_absolute_bonus_cents')).getByText('€ 99,00')).toBeInTheDocument();
    const invalid = cell(grid, 'Modell 4', 'order_absolute_bonus_cents');
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein.');
    expect(within(cell(grid, 'Modell 5', 'order_absolute_bonus_cents')).getByText('€ 500,00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (3)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Zellen.');
  });

  it('saves three cells with the revision, euros back in cents, and shows the toast with 3', async () => {
    const { grid, last } = await openTable();
    fireEvent.click(cell(grid, 'Modell 1', 'base_discount'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '7,5\t2\n8' } });
    expect(screen.getByRole('button', { name: 'Speichern (3)' })).toBeEnabled();
    // Pasting the loaded value back is no edit.
    fireEvent.click(cell(grid, 'Modell 2', 'base_discount'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '5' } });
    fireEvent.click(cell(grid, 'Modell 3', 'factory_delivery_cents'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '1.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (3)' }));
    expect(await screen.findByText('3 Zellen gespeichert')).toBeInTheDocument();
    const body = last('/discounts', 'POST')!.body as { revision: number; discounts: Record<string, unknown>[] };
    expect(body).toMatchObject({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', revision: 7 });
    expect(body.discounts).toEqual([
      { car_model_id: 'model-01', base_discount: 7.5, additional_discounts: [2] },
      { car_model_id: 'model-03', factory_delivery_cents: 100_000 },
    ]);
    // The table is read again after the save: the new values, no edit marks.
    await waitFor(() => expect(within(cell(grid, 'Modell 1', 'base_discount')).getByText('7,50 %')).toBeInTheDocument());
    expect(cell(grid, 'Modell 1', 'base_discount')).not.toHaveClass('dd-cell--edited');
  });

  it('shows the edited-count toast after a save, 3 s long; hiding it clears the count', async () => {
    jest.useFakeTimers();
    try {
      const { grid } = await openTable();
      fireEvent.click(cell(grid, 'Modell 1', 'base_discount'));
      fireEvent.paste(grid, { clipboardData: { getData: () => '6\n6,5\n7' } });
      fireEvent.click(screen.getByRole('button', { name: 'Speichern (3)' }));
      expect(await screen.findByText('3 Zellen gespeichert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByText('3 Zellen gespeichert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('3 Zellen gespeichert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says how many changes of others a save merged in', async () => {
    const { grid } = await openTable(undefined, ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/discounts') ? { body: { discounts: [], edited_cells: 1, revision: 9, merged_cells: 2 } } : undefined,
    );
    fireEvent.click(cell(grid, 'Modell 1', 'base_discount'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (1)' }));
    expect(await screen.findByText('1 Zelle gespeichert')).toBeInTheDocument();
    expect(screen.getByText('(2 Änderungen anderer übernommen)')).toBeInTheDocument();
  });

  it('shows the status tooltip to keyboard users on the focused status cell', async () => {
    const { grid } = await openTable();
    const first = grid.querySelector<HTMLElement>('td[data-pos="0:0"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const status = grid.querySelector<HTMLElement>('td[data-pos="0:1"]')!;
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(status).getByText('Fahrzeug bestellbar - Daten vollständig')).toBeInTheDocument();
  });

  it('shows the server’s 422 messages on their cells and sets errorOnTableSave', async () => {
    const { grid } = await openTable(undefined, ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/discounts')
        ? {
            status: 422,
            body: {
              statusCode: 422,
              code: 'discount_validation_failed',
              message: 'Bitte prüfen Sie die markierten Zellen.',
              details: [{ field: 'model-01.dealer_delivery_cents', code: 'required', message: 'Bitte geben Sie Werksabholung oder Händlerüberführung an.' }],
            },
          }
        : undefined,
    );
    fireEvent.click(cell(grid, 'Modell 1', 'factory_delivery_cents'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Zellen.');
    expect(cell(grid, 'Modell 1', 'dealer_delivery_cents')).toHaveAccessibleDescription('Bitte geben Sie Werksabholung oder Händlerüberführung an.');
    expect(screen.getByRole('button', { name: 'Speichern (1)' })).toBeEnabled();
  });

  it('checks spec 5.4 before sending: out of range and required cells stop the save', async () => {
    const { grid, requests } = await openTable();
    fireEvent.click(cell(grid, 'Modell 1', 'base_discount'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '100\n\n7,555' } });
    expect(cell(grid, 'Modell 1', 'base_discount')).toHaveAccessibleDescription('Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.');
    expect(cell(grid, 'Modell 2', 'base_discount')).toHaveAccessibleDescription('Dieses Feld ist ein Pflichtfeld.');
    expect(cell(grid, 'Modell 3', 'base_discount')).toHaveAccessibleDescription('Bitte geben Sie höchstens zwei Nachkommastellen ein.');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (3)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Zellen.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows a 409 conflict in the table with the other value, name and Berlin time, and can take it over', async () => {
    const { grid } = await openTable(undefined, ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/discounts')
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'discount_edit_conflict',
              message: 'Jemand hat diese Zellen inzwischen geändert.',
              conflicts: [
                { car_model_id: 'model-01', field: 'base_discount', your_value: 7.5, current_value: 9, changed_by: { user_id: 'u-2', name: 'Max Muster' }, changed_at: '2026-11-21T13:03:00.000Z' },
              ],
            },
          }
        : undefined,
    );
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    fireEvent.paste(grid, { clipboardData: { getData: () => '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (1)' }));
    expect(await within(base).findByText('Geändert von Max Muster am 21.11.2026, 14:03: 9,00 %')).toBeInTheDocument();
    expect(base).toHaveClass('dd-cell--conflict');
    expect(screen.getByRole('alert')).toHaveTextContent('Modell 1, Basisnachlass: inzwischen von Max Muster geändert.');
    fireEvent.click(screen.getByRole('button', { name: 'Wert von Max Muster übernehmen' }));
    expect(base).not.toHaveClass('dd-cell--conflict');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });
});

describe('/dealer/discount: selection, bulk jobs, import, columns, history, past view', () => {
  it('update_all for all rows but two: sends the excluded ids and filters, shows the progress bar and the result', async () => {
    const { grid, last } = await openTable(`/dealer/discount?${SCOPE}&page=1&fuel_type=petrol`);
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'all' } });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 3' }));
    const panel = screen.getByRole('form', { name: 'Auswahl bearbeiten' });
    expect(panel).toHaveTextContent('11 Zeilen ausgewählt (alle Einträge, auf dem Server)');
    fireEvent.change(within(panel).getByLabelText('Spalte'), { target: { value: 'order_absolute_bonus_cents' } });
    fireEvent.change(within(panel).getByLabelText('Neuer Wert (€)'), { target: { value: '250,5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Für Auswahl übernehmen' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(last('/discounts/update_all', 'POST')!.body).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      filters: { fuel_type: ['petrol'] },
      exclude_car_model_ids: ['model-01', 'model-03'],
      discount: { field: 'order_absolute_bonus_cents', value: 25_050 },
    });
    expect(await screen.findByText('Massenänderung abgeschlossen: 23 Zeilen bearbeitet, 23 Zellen geändert.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('form', { name: 'Auswahl bearbeiten' })).toBeNull();
    // The table is read again once the read model has the job's revision: all rows but the two.
    await waitFor(() => expect(within(cell(grid, 'Modell 5', 'order_absolute_bonus_cents')).getByText('€ 250,50')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(cell(grid, 'Modell 1', 'order_absolute_bonus_cents')).getByText('€ 500,00')).toBeInTheDocument();
    expect(within(cell(grid, 'Modell 3', 'order_absolute_bonus_cents')).getByText('€ 500,00')).toBeInTheDocument();
  });

  it('sets the brand’s collected discounts for all rows but one through update_all’s collected_discounts form', async () => {
    const { grid, last, requests } = await openTable();
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'all' } });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 2' }));
    const form = screen.getByRole('form', { name: 'Sammelnachlässe für Auswahl' });
    const input = within(form).getByLabelText('Mindestnachlass (%)');
    const posts = () => requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/update_all')).length;
    // Spec 5.4: numeric, minimum 0; nothing is sent while a value is wrong or none is given.
    fireEvent.click(within(form).getByRole('button', { name: 'Sammelnachlässe übernehmen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte geben Sie mindestens einen Wert ein.');
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sammelnachlässe übernehmen' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Der Wert darf nicht kleiner als 0,00 sein.');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sammelnachlässe übernehmen' }));
    expect(input).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein.');
    expect(posts()).toBe(0);
    // German decimals.
    fireEvent.change(input, { target: { value: '2,75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sammelnachlässe übernehmen' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(posts()).toBe(1);
    expect(last('/discounts/update_all', 'POST')!.body).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      filters: {},
      exclude_car_model_ids: ['model-02'],
      discount: { collected_discounts: [2.75] },
    });
    expect(await screen.findByText(/^Sammelnachlässe abgeschlossen/, {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(within(cell(grid, 'Modell 1', 'collected_discounts_0')).getByText('2,75 %')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(cell(grid, 'Modell 2', 'collected_discounts_0')).getByText('1,50 %')).toBeInTheDocument();
  });

  it('fills both Mercedes-Benz collected discounts of the rows selected on the page as unsaved edits', async () => {
    mockDealerApi();
    renderRoute('/dealer/discount?customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-mb&page=1', { session: dealer });
    const grid = await screen.findByRole('grid', { name: 'Rabatte Mercedes-Benz' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 2' }));
    const form = screen.getByRole('form', { name: 'Sammelnachlässe für Auswahl' });
    fireEvent.change(within(form).getByLabelText('Mengennachlass (%)'), { target: { value: '3,5' } });
    fireEvent.change(within(form).getByLabelText('Banksubvention (%)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sammelnachlässe übernehmen' }));
    expect(within(cell(grid, 'Modell 1', 'collected_discounts_0')).getByText('3,50 %')).toBeInTheDocument();
    expect(within(cell(grid, 'Modell 2', 'collected_discounts_1')).getByText('1,00 %')).toBeInTheDocument();
    expect(cell(grid, 'Modell 3', 'collected_discounts_0')).not.toHaveClass('dd-cell--edited');
    expect(screen.getByRole('button', { name: 'Speichern (4)' })).toBeEnabled();
  });

  it('leaving a select-all mode clears the excluded ids', async () => {
    const { grid } = await openTable();
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'page' } });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    expect(screen.getByRole('form', { name: 'Auswahl bearbeiten' })).toHaveTextContent('19 Zeilen ausgewählt');
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'all' } });
    expect(screen.getByRole('form', { name: 'Auswahl bearbeiten' })).toHaveTextContent('25 Zeilen ausgewählt');
    expect(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: '' } });
    expect(screen.queryByRole('form', { name: 'Auswahl bearbeiten' })).toBeNull();
  });

  it('confirms a row through the confirm-discount modal: Bestätigen becomes Bestätigt and is saved', async () => {
    const { grid, last } = await openTable();
    fireEvent.click(within(grid).getByRole('button', { name: 'Bestätigen: Modell 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Rabatt bestätigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(within(grid).getByRole('button', { name: 'Bestätigt: Modell 2' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern (1)' }));
    await screen.findByText('1 Zelle gespeichert');
    expect((last('/discounts', 'POST')!.body as { discounts: unknown[] }).discounts).toEqual([{ car_model_id: 'model-02', confirmed: true }]);
  });

  it('imports another group’s discounts: the count from total_amount, a copy job and the 5 s notice', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { last } = await openTable();
      fireEvent.click(screen.getByRole('button', { name: 'Daten importieren' }));
      const dialog = screen.getByRole('dialog', { name: 'Daten importieren' });
      expect(within(dialog).getByLabelText('Kundengruppe der Quelle')).toHaveFocus();
      expect(await within(dialog).findByText('25 Einträge werden übernommen.')).toBeInTheDocument();
      expect(Object.fromEntries(last('/discounts/total_amount')!.url.searchParams)).toEqual({ customer_group: 'b2c', bank_id: 'bank-1', manufacturer_id: 'brand-vw' });
      fireEvent.change(within(dialog).getByLabelText('Bank der Quelle'), { target: { value: BANKS[1].id } });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Importieren' })).toBeEnabled());
      fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
      const notice = await screen.findByText('Import abgeschlossen: 23 Zeilen bearbeitet, 23 Zellen geändert.', { selector: '.dd-toast span' }, { timeout: 3000 });
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(last('/discounts/copy', 'POST')!.body).toEqual({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', source_scope: { customer_group: 'b2c', bank_id: 'bank-2' } });
      act(() => jest.advanceTimersByTime(4_900));
      expect(notice).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(notice).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an import that cannot start sets errorOnTableSave and shows the notice', async () => {
    await openTable(undefined, ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/copy') ? { status: 500, body: { statusCode: 500, code: 'internal', message: 'Ein technischer Fehler ist aufgetreten.' } } : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Daten importieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Daten importieren' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Importieren' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Import fehlgeschlagen: Ein technischer Fehler ist aufgetreten.');
    expect(screen.getAllByText('Import fehlgeschlagen: Ein technischer Fehler ist aufgetreten.')).toHaveLength(2);
  });

  it('adds columns up to 5 and removes an empty last one without the modal, a filled one through it', async () => {
    const api = await openTable();
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Zusatznachlass-Spalte hinzufügen' }));
    add();
    await within(api.grid).findByRole('columnheader', { name: /Zusatznachlass 2/ });
    expect(api.last('/discount_layouts', 'PATCH')!.body).toEqual({ manufacturer_id: 'brand-vw', number_additional_discounts: 2 });
    for (const n of [3, 4, 5]) {
      add();
      await screen.findByRole('columnheader', { name: new RegExp(`Zusatznachlass ${n}`) });
    }
    expect(screen.queryByRole('button', { name: 'Zusatznachlass-Spalte hinzufügen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Spalte Zusatznachlass 5 entfernen' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Zusatznachlass 5/ })).toBeNull());
    expect(api.last('/discount_layouts', 'PATCH')!.body).toEqual({ manufacturer_id: 'brand-vw', number_additional_discounts: 4 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zusatznachlass-Spalte hinzufügen' })).toBeInTheDocument();
  });

  it('asks before removing a column that holds data, then patches with removing and reloads', async () => {
    const api = await openTable(undefined, ({ url }) => (url.pathname.endsWith('/column_checker') ? { body: { data_exists: true } } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Zusatznachlass-Spalte hinzufügen' }));
    const remove = await screen.findByRole('button', { name: 'Spalte Zusatznachlass 2 entfernen' });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Spalte entfernen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spalte und Werte entfernen' }));
    await waitFor(() => expect(api.last('/discount_layouts', 'PATCH')!.body).toEqual({ manufacturer_id: 'brand-vw', number_additional_discounts: 1, removing: true }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Zusatznachlass 2/ })).toBeNull());
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/discounts')).length).toBeGreaterThanOrEqual(3);
  });

  it('names every table the column goes from and the values it clears (issue 21)', async () => {
    const tables = [
      { customer_group: 'b2b', bank_id: 'bank-1', bank_name: 'Bank Eins', values: 3 },
      { customer_group: 'b2c', bank_id: 'bank-1', bank_name: 'Bank Eins', values: 1 },
      { customer_group: 'b2b', bank_id: 'bank-2', bank_name: 'Bank Zwei', values: 0 },
      { customer_group: 'b2c', bank_id: 'bank-2', bank_name: 'Bank Zwei', values: 0 },
    ];
    await openTable(undefined, ({ url }) => (url.pathname.endsWith('/column_checker') ? { body: { data_exists: true, tables } } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Zusatznachlass-Spalte hinzufügen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Spalte Zusatznachlass 2 entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spalte entfernen' });
    expect(dialog).toHaveTextContent('Die Spalte „Zusatznachlass 2“ wird für Volkswagen in allen Banken und beiden Kundengruppen entfernt. Dabei werden 4 Werte gelöscht');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bank Eins, Geschäftskunden: 3 Werte',
      'Bank Eins, Privatkunden: 1 Wert',
      'Bank Zwei, Geschäftskunden: 0 Werte',
      'Bank Zwei, Privatkunden: 0 Werte',
    ]);
  });

  it('opens a cell’s history with Alt+V: old → new · name · Berlin time', async () => {
    const { grid, last } = await openTable();
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    base.focus();
    fireEvent.keyDown(base, { key: 'v', altKey: true });
    const popover = await screen.findByRole('dialog', { name: 'Verlauf: Basisnachlass, Modell 1' });
    expect(await within(popover).findByText('5,00 % → 7,50 % · Hanna Händler · 21.11.2026, 14:03')).toBeInTheDocument();
    expect(Object.fromEntries(last('/discounts/history')!.url.searchParams)).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      car_model_id: 'model-01',
      field: 'base_discount',
    });
    fireEvent.keyDown(popover, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(base).toHaveFocus();
  });

  it('loads older changes of a cell page by page', async () => {
    const entry = (n: number, page: number) => ({
      event_id: `ev-${page}-${n}`,
      kind: page === 2 ? 'update_all' : 'edit',
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      car_model_id: 'model-01',
      car_model_name: 'Modell 1',
      field: 'base_discount',
      old_value: n,
      new_value: n + 1,
      user_id: 'user-1',
      user_name: 'Hanna Händler',
      role: 'Dealer',
      acting_admin_id: null,
      operation_id: null,
      source_scope: null,
      occurred_at: '2026-11-21T13:03:00.000Z',
    });
    const { grid, requests } = await openTable(undefined, ({ url }) => {
      if (!url.pathname.endsWith('/discounts/history')) return undefined;
      const page = Number(url.searchParams.get('page') ?? '1');
      return { body: { entries: page === 1 ? [entry(1, 1), entry(2, 1)] : [entry(3, 2)], total_count: 3, page, page_count: 2 } };
    });
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    fireEvent.click(within(base).getByRole('button', { name: 'Verlauf: Basisnachlass, Modell 1' }));
    const popover = await screen.findByRole('dialog', { name: 'Verlauf: Basisnachlass, Modell 1' });
    expect(await within(popover).findAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(popover).getByRole('button', { name: 'Ältere Änderungen laden (1)' }));
    expect(await within(popover).findByText('3,00 % → 4,00 % · Hanna Händler · 21.11.2026, 14:03 · Massenänderung')).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: /Ältere Änderungen laden/ })).toBeNull();
    expect(requests.filter((r) => r.url.pathname.endsWith('/history')).map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it('shows the table as it was (as_of) read-only', async () => {
    const { grid, last, router } = await openTable(`/dealer/discount?${SCOPE}&page=1&as_of=2026-11-20T12:00:00.000Z`);
    expect(last('/discounts')!.url.searchParams.get('as_of')).toBe('2026-11-20T12:00:00.000Z');
    expect(screen.getByText(/Stand vom 20\.11\.2026, 13:00/)).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-readonly', 'true');
    const base = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(base);
    fireEvent.keyDown(base, { key: 'Enter' });
    expect(within(base).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Speichern/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Daten importieren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aktuelle Tabelle' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1`));
    expect(await screen.findByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  it('lets an Admin choose the dealer from GET /api/v1/users/dealers and act for it', async () => {
    const api = mockDealerApi(({ url }) =>
      url.pathname === '/api/v1/users/dealers'
        ? { body: { dealers: [{ id: DEALER_ID, full_name: 'Autohaus Nord GmbH, Hamburg', slug: 'autohaus-nord', city: 'Hamburg', brand_slugs: ['vw'] }] } }
        : undefined,
    );
    const { router } = renderRoute('/dealer/discount', { session: signedIn('Admin') });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Händler' }), { target: { value: DEALER_ID } });
    await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    expect(router.state.location.search).toBe(`?${SCOPE}&dealer_id=${DEALER_ID}&page=1`);
    expect(api.last('/discounts')!.url.pathname).toBe(`/api/v1/dealers/${DEALER_ID}/discounts`);
    expect(screen.getByRole('combobox', { name: 'Händler' })).toHaveValue(DEALER_ID);
  });

  it('lets an Admin act for the dealer named in the URL, or asks for one', async () => {
    const api = mockDealerApi();
    renderRoute('/dealer/discount', { session: signedIn('Admin') });
    expect(await screen.findByText('Bitte wählen Sie den Händler, für den Sie die Tabelle bearbeiten möchten.')).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Händler-ID'), { target: { value: DEALER_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Händler öffnen' }));
    await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    expect(api.last('/discounts')!.url.pathname).toBe(`/api/v1/dealers/${DEALER_ID}/discounts`);
  });

  it('a failed load stops the loading state and says so', async () => {
    mockDealerApi(({ url }) => (url.pathname.endsWith('/discounts') ? { status: 500, body: { statusCode: 500, code: 'internal', message: 'x' } } : undefined));
    renderRoute(`/dealer/discount?${SCOPE}`, { session: dealer });
    expect(await screen.findByText('Die Tabelle konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.queryByText('Tabelle wird geladen …')).toBeNull();
  });
});
