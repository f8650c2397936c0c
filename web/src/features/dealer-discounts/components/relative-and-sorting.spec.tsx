import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { DEALER_ID, mockDealerApi, type DealerRoute } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

/** Issue 21 in the browser: sortable headers, rows per page, Ctrl+C and relative bulk changes with a preview. */
const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';

async function openTable(path = `/dealer/discount?${SCOPE}&page=1`, extra?: DealerRoute) {
  const api = mockDealerApi(extra);
  const view = renderRoute(path, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, ...view, grid };
}

const cell = (grid: HTMLElement, model: string, field: string) => {
  const row = within(grid).getByText(model, { exact: true }).closest('tr') as HTMLElement;
  return row.querySelector(`td[data-field="${field}"]`) as HTMLElement;
};

const SERVER_PREVIEW: UpdateAllPreviewResponse = {
  field: 'base_discount',
  rows_affected: 23,
  rows_skipped: 2,
  before: { min: 4, max: 7.5 },
  after: { min: 5, max: 8.5 },
  invalid_rows: [],
};

describe('/dealer/discount: sorting, rows per page and Ctrl+C (issue 21)', () => {
  it('sorts by a column header: ascending, descending, then the table’s order again, in the URL and the request', async () => {
    const { grid, router, last } = await openTable(`/dealer/discount?${SCOPE}&page=2`);
    const header = within(grid).getByRole('columnheader', { name: /Basisnachlass/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button', { name: /Basisnachlass/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1&sort=base_discount&sort_direction=asc`));
    await waitFor(() => expect(last('/discounts')!.url.searchParams.get('sort')).toBe('base_discount'));
    expect(last('/discounts')!.url.searchParams.get('sort_direction')).toBe('asc');
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /Basisnachlass/ })).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.click(within(grid).getByRole('button', { name: /Basisnachlass/ }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /Basisnachlass/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toContain('sort_direction=desc');
    fireEvent.click(within(grid).getByRole('button', { name: /Basisnachlass/ }));
    await waitFor(() => expect(router.state.location.search).not.toContain('sort='));
    // Columns the server cannot sort by have no button; the status column sorts by state.
    expect(within(within(grid).getByRole('columnheader', { name: 'BAFA gesamt' })).queryByRole('button')).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('shows 50 rows per page on request, kept in the URL, page 1 again', async () => {
    const { router, last } = await openTable(`/dealer/discount?${SCOPE}&page=2`);
    fireEvent.change(screen.getByLabelText('Zeilen je Seite'), { target: { value: '50' } });
    await waitFor(() => expect(router.state.location.search).toBe(`?${SCOPE}&page=1&per_page=50`));
    await waitFor(() => expect(last('/discounts')!.url.searchParams.get('per_page')).toBe('50'));
    expect(screen.getByLabelText('Zeilen je Seite')).toHaveValue('50');
  });

  it('Ctrl+C copies the focused cell, or the selected rows, as tab-separated German numbers', async () => {
    const { grid } = await openTable();
    fireEvent.click(cell(grid, 'Modell 2', 'order_absolute_bonus_cents'));
    const setData = jest.fn();
    fireEvent.copy(grid, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', '500,00');

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 2' }));
    const rows = jest.fn();
    fireEvent.copy(grid, { clipboardData: { setData: rows } });
    const lines = (rows.mock.calls[0][1] as string).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0].split('\t').slice(0, 4)).toEqual(['Modell 1', '5,00', '', '1,50']);
    expect(lines[1]).toContain('\t500,00\t');
  });
});

describe('/dealer/discount: relative bulk changes (issue 21)', () => {
  const serverPreview: DealerRoute = ({ method, url }) =>
    method === 'POST' && url.pathname.endsWith('/discounts/update_all/preview') ? { body: SERVER_PREVIEW } : undefined;

  it('with “Alle Einträge”: asks the server for the preview, then starts update_all with add and shows the job', async () => {
    const { last } = await openTable(`/dealer/discount?${SCOPE}&page=1&fuel_type=petrol`, serverPreview);
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'all' } });
    const form = screen.getByRole('form', { name: 'Auswahl relativ ändern' });
    fireEvent.change(within(form).getByLabelText('± Prozentpunkte'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vorschau anzeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau: Basisnachlass +1,00 Prozentpunkte' });
    await waitFor(() => expect(dialog).toHaveTextContent('Betroffene Zeilen23'));
    expect(dialog).toHaveTextContent('Vorher4,00 % bis 7,50 %');
    expect(dialog).toHaveTextContent('Nachher5,00 % bis 8,50 %');
    expect(last('/discounts/update_all/preview', 'POST')!.body).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      filters: { fuel_type: ['petrol'] },
      exclude_car_model_ids: [],
      discount: { field: 'base_discount', add: 1 },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Änderung starten' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(last('/discounts/update_all', 'POST')!.body).toMatchObject({ discount: { field: 'base_discount', add: 1 } });
  });

  it('money columns change in € and are sent in cents', async () => {
    const { last } = await openTable(`/dealer/discount?${SCOPE}&page=1`, ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/preview') ? { body: { ...SERVER_PREVIEW, field: 'order_absolute_bonus_cents', before: { min: 50000, max: 50000 }, after: { min: 45000, max: 45000 } } } : undefined,
    );
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'all' } });
    const form = screen.getByRole('form', { name: 'Auswahl relativ ändern' });
    fireEvent.change(within(form).getByLabelText('Spalte (relativ)'), { target: { value: 'order_absolute_bonus_cents' } });
    fireEvent.change(within(form).getByLabelText('± €'), { target: { value: '-50' } });
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Nachher€ 450,00'));
    expect(last('/discounts/update_all/preview', 'POST')!.body).toMatchObject({ discount: { field: 'order_absolute_bonus_cents', add: -5000 } });
  });

  it('on one page: previews the drafts and applies them as unsaved edits', async () => {
    const { grid, requests } = await openTable();
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'page' } });
    const form = screen.getByRole('form', { name: 'Auswahl relativ ändern' });
    fireEvent.change(within(form).getByLabelText('± Prozentpunkte'), { target: { value: '-0,5' } });
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: /Basisnachlass −0,50 Prozentpunkte/ });
    expect(dialog).toHaveTextContent('Betroffene Zeilen20');
    expect(dialog).toHaveTextContent('Nachher4,50 %');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Änderungen übernehmen' }));
    expect(within(cell(grid, 'Modell 1', 'base_discount')).getByText('4,50 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern (20)' })).toBeEnabled();
    expect(requests.some((r) => r.url.pathname.includes('update_all'))).toBe(false);
  });

  it('names the rows that would leave the range and does not start; a bad change is refused at the form', async () => {
    await openTable();
    fireEvent.change(screen.getByLabelText('Auswahl'), { target: { value: 'page' } });
    const form = screen.getByRole('form', { name: 'Auswahl relativ ändern' });
    fireEvent.change(within(form).getByLabelText('± Prozentpunkte'), { target: { value: '0' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Bitte geben Sie eine Änderung ungleich 0 ein.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(within(form).getByLabelText('± Prozentpunkte'), { target: { value: '95' } });
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('20 Zeilen wären danach ungültig');
    expect(dialog).toHaveTextContent('Modell 1: 5,00 % → 100,00 %. Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.');
    expect(within(dialog).getByRole('button', { name: 'Als Änderungen übernehmen' })).toBeDisabled();
  });
});
