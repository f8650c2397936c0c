import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, AUDIT_ENTRY, BANK, DEALERS, mockAdminDiscountsApi, MODEL, VW } from '../../../../test/admin-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const admin = signedIn('Admin', { customerGroup: null });

describe('/admin/ops_team/discounts', () => {
  it('is for Admins only: customers go to login with the way back, a dealer reads "Keine Berechtigung" with a link back', async () => {
    mockAdminDiscountsApi();
    const customer = renderRoute('/admin/ops_team/discounts?view=audit', { session: signedIn('Customer') });
    await waitFor(() => expect(customer.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(customer.router.state.location.search).get('redirect_url')).toBe('http://localhost/admin/ops_team/discounts?view=audit');
    customer.unmount();
    const dealer = renderRoute('/admin/ops_team/discounts?view=audit', { session: signedIn('Dealer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(dealer.router.state.location.pathname).toBe('/admin/ops_team/discounts');
    expect(screen.getByRole('link', { name: 'Zurück zu Ihrem Bereich' })).toHaveAttribute('href', '/dealer/discount');
    dealer.unmount();
  });

  it('lists every dealer’s discounts 10 per page; a filter goes into the URL and the request, back to page 1', async () => {
    const { lastRequest } = mockAdminDiscountsApi();
    const { router } = renderRoute('/admin/ops_team/discounts?page=2', { session: admin });
    const table = await screen.findByRole('table', { name: /Rabatte aller Händler, Seite 2/ });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('25 Einträge · Seite 2 von 3')).toBeInTheDocument();
    expect(within(table).getAllByText('12,50 %').length).toBe(10);
    // 13:03 UTC is 14:03 in Berlin.
    expect(within(table).getAllByText('21.11.2026, 14:03:00').length).toBe(10);
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/admin/ops_team/discounts?page=3');
    // Page numbers beside Zurück/Weiter, the current one marked (issue 21).
    const pager = screen.getByRole('navigation', { name: 'Seiten der Übersicht' });
    expect(within(pager).getAllByRole('link', { name: /^Seite \d+$/ }).map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/admin/ops_team/discounts?page=3');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Händler' }), { target: { value: DEALERS[0].id } });
    await waitFor(() => expect(router.state.location.search).toBe(`?dealer_id=${DEALERS[0].id}`));
    await waitFor(() => expect(lastRequest('/api/v1/discounts/overview')!.searchParams.get('dealer_id')).toBe(DEALERS[0].id));
    expect(lastRequest('/api/v1/discounts/overview')!.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('9 Einträge · Seite 1 von 1')).toBeInTheDocument();
    const state = screen.getByRole('combobox', { name: 'Status' });
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alle Status', 'Bestellbar, Daten vollständig', 'Daten unvollständig', 'Nicht bestellbar']);
    expect(screen.getByRole('combobox', { name: 'Modellreihe' })).toBeDisabled();
  });

  it('compares three dealers for a brand and bank: side by side, min / max / median, the best highlighted', async () => {
    const { lastRequest } = mockAdminDiscountsApi();
    const { router } = renderRoute('/admin/ops_team/discounts?view=comparison', { session: admin });
    expect(await screen.findByText('Bitte wählen Sie Marke und Bank, um die Rabatte der Händler zu vergleichen.')).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Marke' }), { target: { value: VW } });
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Bank' })).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), { target: { value: BANK } });
    await waitFor(() => expect(router.state.location.search).toBe(`?view=comparison&brand_id=${VW}&bank_id=${BANK}`));
    for (const [slot, dealer] of DEALERS.entries()) {
      const select = await screen.findByRole('combobox', { name: `Händler ${slot + 1}` });
      await waitFor(() => expect(select).toBeEnabled());
      await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
      fireEvent.change(select, { target: { value: dealer.id } });
    }
    await waitFor(() => expect(lastRequest('/api/v1/comparison')!.searchParams.get('dealer_ids')).toBe(DEALERS.map((d) => d.id).join(',')));
    expect(lastRequest('/api/v1/comparison')!.searchParams.get('manufacturer_id')).toBe(VW);
    const table = await screen.findByRole('table', { name: /Rabattsumme je Modell und Händler/ });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Modell', ...DEALERS.map((d) => `${d.full_name}Als Händler bearbeiten`), 'Minimum', 'Maximum', 'Median', 'Bester Händler']);
    const row = within(table).getByRole('row', { name: /Golf 1.5 eTSI Life/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '10,00 %Basis 10,00 %',
      '13,50 %Basis 13,50 %Bester',
      '8,00 %Basis 8,00 %',
      '8,00 %',
      '13,50 %',
      '10,00 %',
      DEALERS[1].full_name,
    ]);
    expect(cells[1]).toHaveClass('ad-best');
    expect(cells[0]).not.toHaveClass('ad-best');
    expect(within(table).getByRole('link', { name: `Als Händler bearbeiten: ${DEALERS[1].full_name}` })).toHaveAttribute(
      'href',
      `/dealer/discount?dealer_id=${DEALERS[1].id}&customer_group=b2b&bank_id=${BANK}&manufacturer_id=${VW}`,
    );
  });

  it('keeps every filter chosen in a row, before the page re-rendered', async () => {
    mockAdminDiscountsApi();
    const { router } = renderRoute(`/admin/ops_team/discounts?view=audit&manufacturer_id=${VW}`, { session: admin });
    const user = await screen.findByRole('combobox', { name: 'Nutzer' });
    await waitFor(() => expect(within(user).getAllByRole('option').length).toBeGreaterThan(1));
    act(() => {
      fireEvent.change(user, { target: { value: ADMIN } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Feld' }), { target: { value: 'base_discount' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?view=audit&manufacturer_id=${VW}&user_id=${ADMIN}&field=base_discount`));
  });

  it('explores the audit: filters in the URL and the request, old → new with both identities, the link to the table then, the CSV with the same filters', async () => {
    const { lastRequest } = mockAdminDiscountsApi();
    const { router } = renderRoute(`/admin/ops_team/discounts?view=audit&manufacturer_id=${VW}`, { session: admin });
    const table = await screen.findByRole('table', { name: /Änderungen der Rabatte/ });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Zeitpunkt', 'Händler', 'Modell', 'Änderung', 'Wer', 'Tabelle']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('21.11.2026, 14:03:05');
    expect(row).toHaveTextContent('Basisnachlass10,00 % → wird zu 12,50 %Bearbeitung');
    expect(row).toHaveTextContent(`Anton AdminOps-Teamfür ${DEALERS[1].full_name}`);
    expect(within(row).getByRole('link', { name: /Tabelle zu diesem Zeitpunkt/ })).toHaveAttribute('href', AUDIT_ENTRY.table_url);
    const userFilter = await screen.findByRole('combobox', { name: 'Nutzer' });
    // Two staff members of the same name are told apart by their e-mail address.
    await waitFor(() =>
      expect(within(userFilter).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Alle Nutzer',
        'Anton Admin (Ops-Team) – admin@autoleasing.example',
        'Anton Admin (Ops-Team) – anton.admin@autoleasing.example',
        'Hanna Händler (Händler)',
      ]),
    );
    fireEvent.change(userFilter, { target: { value: ADMIN } });
    await waitFor(() => expect(router.state.location.search).toBe(`?view=audit&manufacturer_id=${VW}&user_id=${ADMIN}`));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Modell' })).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByRole('combobox', { name: 'Modell' }), { target: { value: MODEL } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Feld' }), { target: { value: 'base_discount' } });
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-11-21T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zeitraum anwenden' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-21T10:00'));
    await waitFor(() => expect(lastRequest('/api/v1/admin/discount_audit')!.searchParams.get('from')).toBe(new Date('2026-11-21T10:00').toISOString()));
    const sent = Object.fromEntries(lastRequest('/api/v1/admin/discount_audit')!.searchParams);
    expect(sent).toMatchObject({ manufacturer_id: VW, user_id: ADMIN, car_model_id: MODEL, field: 'base_discount' });
    const csv = new URL(screen.getByRole('link', { name: 'CSV herunterladen' }).getAttribute('href')!, 'http://localhost');
    expect(csv.pathname).toBe('/api/v1/admin/discount_audit.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ manufacturer_id: VW, user_id: ADMIN, car_model_id: MODEL, field: 'base_discount', from: new Date('2026-11-21T10:00').toISOString() });
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute('download');
  });

  it('refuses a time range that ends before it starts', async () => {
    mockAdminDiscountsApi();
    renderRoute('/admin/ops_team/discounts?view=audit', { session: admin });
    fireEvent.change(await screen.findByLabelText('Von'), { target: { value: '2026-11-21T10:00' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-11-20T10:00' } });
    expect(screen.getByRole('alert')).toHaveTextContent('„Bis“ darf nicht vor „Von“ liegen.');
    expect(screen.getByRole('button', { name: 'Zeitraum anwenden' })).toBeDisabled();
  });
});
