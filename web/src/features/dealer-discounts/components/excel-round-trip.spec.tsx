import type { DiscountImportResponse } from '@autoleasing/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi, type RecordedRequest } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';

const dryRun = (overrides: Partial<DiscountImportResponse> = {}): DiscountImportResponse => ({
  file_name: 'Rabatte.xlsx',
  dry_run: true,
  applied: false,
  revision: 7,
  token: 'a'.repeat(64),
  rows_read: 25,
  rows_changed: 1,
  cells_changed: 1,
  changes: [{ row: 2, car_model_id: 'model-01', car_model_name: 'Modell 1', field: 'base_discount', column: 'Basisnachlass (%)', old_value: 5, new_value: 7.5 }],
  invalid_cells: [],
  unknown_car_models: [],
  unknown_columns: [],
  can_apply: true,
  operation_id: null,
  ...overrides,
});

const isImport = (r: RecordedRequest) => r.method === 'POST' && r.url.pathname === `/api/v1/dealers/${DEALER_ID}/discounts/import`;

async function openTable(answer: (request: RecordedRequest) => DiscountImportResponse) {
  const api = mockDealerApi((request) => (isImport(request) ? { body: answer(request) } : undefined));
  renderRoute(`/dealer/discount?${SCOPE}&fuel_type=petrol&page=1`, { session: dealer });
  await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return api;
}

async function chooseFile() {
  fireEvent.click(screen.getByRole('button', { name: 'Datei importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tabelle aus Datei importieren' });
  const input = within(dialog).getByLabelText('Bearbeitete Exportdatei (.xlsx oder .csv)');
  fireEvent.change(input, { target: { files: [new File(['x'], 'Rabatte.xlsx')] } });
  return dialog;
}

describe('dealer table: Excel export and import', () => {
  it('links the export of all filtered rows as Excel and CSV', async () => {
    await openTable(() => dryRun());
    const excel = screen.getByRole('link', { name: 'Exportieren (Excel)' });
    const url = new URL(excel.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe(`/api/v1/dealers/${DEALER_ID}/discounts/export`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', fuel_type: 'petrol', format: 'xlsx' });
    expect(screen.getByRole('link', { name: 'Exportieren (CSV)' }).getAttribute('href')).toContain('format=csv');
  });

  it('shows the dry run: counts, invalid cells with their message, and keeps "Übernehmen" disabled', async () => {
    const api = await openTable(() =>
      dryRun({
        can_apply: false,
        invalid_cells: [{ row: 3, car_model_id: 'model-02', column: 'Basisnachlass (%)', code: 'out_of_range', message: 'Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.' }],
        unknown_columns: ['Notiz'],
      }),
    );
    const dialog = await chooseFile();
    expect(await within(dialog).findByText(/25 Zeilen gelesen · 1 Zelle ändert sich in 1 Zeile · 1 ungültig/)).toBeInTheDocument();
    const invalid = within(dialog).getByRole('table', { name: 'Ungültige Zellen' });
    expect(within(invalid).getByRole('row', { name: /3 Basisnachlass \(%\) Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein\./ })).toBeInTheDocument();
    expect(within(dialog).getByText(/Unbekannte Spalten .*: Notiz/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    const request = api.requests.find(isImport)!;
    expect(request.url.searchParams.get('dry_run')).toBe('true');
    expect(api.fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData)).toBeDefined();
  });

  it('applies the checked file with its token and revision, then says so and reloads the table', async () => {
    const api = await openTable((request) => (request.url.searchParams.get('dry_run') === 'true' ? dryRun() : dryRun({ dry_run: false, applied: true, revision: 8, operation_id: 'op-9' })));
    const dialog = await chooseFile();
    const changes = await within(dialog).findByRole('table', { name: 'Geänderte Zellen' });
    expect(within(changes).getByRole('row', { name: '2 Modell 1 Basisnachlass (%) 5,00 % 7,50 %' })).toBeInTheDocument();
    const loadsBefore = api.requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/discounts')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByText('Import abgeschlossen: 1 Zellen aus „Rabatte.xlsx“ übernommen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const apply = api.requests.filter(isImport)[1];
    expect(Object.fromEntries(apply.url.searchParams)).toMatchObject({ dry_run: 'false', revision: '7', token: 'a'.repeat(64) });
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/discounts')).length).toBeGreaterThan(loadsBefore));
  });

  it('shows the server’s German message when the table changed since the check', async () => {
    const api = mockDealerApi((request) => {
      if (!isImport(request)) return undefined;
      if (request.url.searchParams.get('dry_run') === 'true') return { body: dryRun() };
      return { status: 409, body: { statusCode: 409, code: 'discount_import_stale', message: 'Die Tabelle wurde seit der Prüfung der Datei geändert.' } };
    });
    renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: dealer });
    await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    const dialog = await chooseFile();
    await within(dialog).findByRole('table', { name: 'Geänderte Zellen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Tabelle wurde seit der Prüfung der Datei geändert.');
    expect(api.requests.filter(isImport)).toHaveLength(2);
  });

  it('the copy from another table shows its preview first: cells that would change and the values it replaces', async () => {
    const api = mockDealerApi((request) =>
      request.url.pathname.endsWith('/discounts/copy/preview')
        ? {
            body: {
              revision: 7,
              rows_changed: 2,
              cells_changed: 3,
              replaced_values: 1,
              changes: [{ car_model_id: 'model-01', car_model_name: 'Modell 1', field: 'base_discount', old_value: 5, new_value: 8 }],
            },
          }
        : undefined,
    );
    renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: dealer });
    await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    fireEvent.click(screen.getByRole('button', { name: 'Daten importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daten importieren' });
    expect(await within(dialog).findByText('Vorschau: 3 Zellen ändern sich in 2 Zeilen, davon 1 bestehende Wert wird ersetzt.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Zellen, die sich ändern würden' });
    expect(within(table).getByRole('row', { name: 'Modell 1 Basisnachlass 5,00 % 8,00 %' })).toBeInTheDocument();
    const request = api.last('/discounts/copy/preview')!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      source_customer_group: 'b2c',
      source_bank_id: 'bank-1',
    });
  });
});
