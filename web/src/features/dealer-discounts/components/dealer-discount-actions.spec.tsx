import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANKS, DEALER_ID, historyEntry, mockDealerApi } from '../../../../test/dealer-discounts-api';
import { cell, dealer, openTable, patientQueries, SCOPE } from '../../../../test/dealer-discount-screen';
import { renderRoute, signedIn } from '../../../../test/render-route';

patientQueries();

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
    const entry = (n: number, page: number) => historyEntry({ event_id: `ev-${page}-${n}`, kind: page === 2 ? 'update_all' : 'edit', old_value: n, new_value: n + 1 });
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
