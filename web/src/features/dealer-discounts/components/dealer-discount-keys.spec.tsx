import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockDealerApi } from '../../../../test/dealer-discounts-api';
import { cell, dealer, openTable, openTableSavingWith, patientQueries, SCOPE } from '../../../../test/dealer-discount-screen';
import { renderRoute } from '../../../../test/render-route';

patientQueries();

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
    const { grid } = await openTableSavingWith(422, {
      code: 'discount_validation_failed',
      message: 'Bitte prüfen Sie die markierten Zellen.',
      details: [{ field: 'model-01.dealer_delivery_cents', code: 'required', message: 'Bitte geben Sie Werksabholung oder Händlerüberführung an.' }],
    });
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
    const { grid } = await openTableSavingWith(409, {
      code: 'discount_edit_conflict',
      message: 'Jemand hat diese Zellen inzwischen geändert.',
      conflicts: [
        { car_model_id: 'model-01', field: 'base_discount', your_value: 7.5, current_value: 9, changed_by: { user_id: 'u-2', name: 'Max Muster' }, changed_at: '2026-11-21T13:03:00.000Z' },
      ],
    });
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
