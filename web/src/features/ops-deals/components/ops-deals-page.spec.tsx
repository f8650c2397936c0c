import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER, DEAL_ID, makeDeal, mockOpsApi, mockUploadXhr } from '../../../../test/ops-deals-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const admin = signedIn('Admin', { customerGroup: null });
const openList = async (path = '/admin/ops_team/deals', extra?: Parameters<typeof mockOpsApi>[0]) => {
  const api = mockOpsApi(extra);
  const view = renderRoute(path, { session: admin });
  await screen.findByRole('table');
  return { ...api, ...view };
};
const openDeal = async (extra?: Parameters<typeof mockOpsApi>[0]) => {
  const ctx = await openList(`/admin/ops_team/deals?deal=${DEAL_ID}`, extra);
  const panel = await screen.findByRole('region', { name: 'Deal 3f2a9c1e' });
  return { ...ctx, panel };
};

describe('/admin/ops_team/deals', () => {
  it('is for Admins only: a customer goes to login with the way back, a dealer is told "Keine Berechtigung"', async () => {
    mockOpsApi();
    const customer = renderRoute('/admin/ops_team/deals', { session: signedIn('Customer') });
    await waitFor(() => expect(customer.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(customer.router.state.location.search).get('redirect_url')).toBe('http://localhost/admin/ops_team/deals');
    customer.unmount();
    // Staff without the role would loop through a login they already have (issue 21).
    const dealer = renderRoute('/admin/ops_team/deals', { session: signedIn('Dealer') });
    await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' });
    expect(dealer.router.state.location.pathname).toBe('/admin/ops_team/deals');
    expect(screen.getByRole('link', { name: 'Zurück zu Ihrem Bereich' })).toHaveAttribute('href', '/dealer/discount');
  });

  it('lists 20 deals per page with German state labels, Berlin times and paging in the URL', async () => {
    const { last } = await openList();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByText('Bestellung abgeschlossen')).toHaveLength(20);
    // 13:05 UTC on 20 Nov is 14:05 in Berlin.
    expect(within(table).getAllByText('20.11.2026, 14:05').length).toBe(20);
    // Each rate in its customer's terms: gross for private customers, net for business ones.
    expect(within(table).getAllByText('€ 299,01 inkl. USt. mtl.')).toHaveLength(1);
    expect(within(table).getAllByText('€ 299,02 netto mtl.')).toHaveLength(1);
    expect(screen.getByText('23 Deals · Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/admin/ops_team/deals?page=2');
    expect(last('GET', '/search')!.url.searchParams.get('page')).toBe('1');
  });

  it('puts filters into the URL and the request, back to page 1; the state select follows the group', async () => {
    const { router, last } = await openList('/admin/ops_team/deals?page=2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Statusgruppe' }), { target: { value: 'waiting_for_delivery' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state_group=waiting_for_delivery'));
    const states = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((o) => o.textContent);
    expect(states).toEqual(['Alle Status', 'Vorläufig bestätigt', 'Bestätigt', 'Lieferzeit aktualisiert']);
    await waitFor(() => expect(last('GET', '/search')!.url.searchParams.get('state_group')).toBe('waiting_for_delivery'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Händler' }), { target: { value: '00000000-0000-4000-8000-0000000000d1' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'privat@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(Object.fromEntries(last('GET', '/search')!.url.searchParams)).toEqual({
        state_group: 'waiting_for_delivery',
        dealer_id: '00000000-0000-4000-8000-0000000000d1',
        q: 'privat@',
        page: '1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a deal with its timeline (who, when) and only the actions the state allows', async () => {
    const { panel } = await openDeal();
    expect(within(panel).getByRole('heading', { name: 'Deal 3f2a9c1e' })).toHaveFocus();
    const actions = within(panel).getByRole('group', { name: 'Nächste Schritte' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Vertrag vorbereiten']);
    const items = within(within(panel).getByRole('list', { name: 'Verlauf' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Status: Dokumente hochgeladen → Bestellung abgeschlossen');
    expect(items[0]).toHaveTextContent('20.11.2026, 14:05 · Petra Privat (Kunde)');
    expect(items[1]).toHaveTextContent('Deal angelegt');
  });

  it('shows the order number in the list and the deal panel, and the payment status (issue 17)', async () => {
    const { panel } = await openDeal();
    expect(screen.getByRole('columnheader', { name: 'Bestellnummer' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'AL-2026-000101' })).toBeInTheDocument();
    expect(within(panel).getByText('AL-2026-000101')).toBeInTheDocument();
    expect(within(panel).getByText('keine Kartenzahlung')).toBeInTheDocument();
    expect(within(panel).getByText('€ 299,01 inkl. USt. mtl.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveAttribute('placeholder', 'Deal-ID, Bestellnummer, Name oder E-Mail');
  });

  it('shows how many customer messages are unanswered per deal', async () => {
    await openList();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1 unbeantwortet');
    expect(rows[2]).not.toHaveTextContent('unbeantwortet');
  });

  it('shows the deal\'s messages and sends the reply to the customer; a toast, the thread refetched', async () => {
    const { panel, last } = await openDeal();
    const thread = await within(panel).findByRole('list', { name: 'Nachrichten' });
    expect(within(panel).getByRole('heading', { name: /Nachrichten/ })).toHaveTextContent('1 unbeantwortet');
    const [first] = within(thread).getAllByRole('listitem');
    expect(first).toHaveTextContent('Kunde · 20.11.2026, 15:30 · Lieferung und Übergabe');
    expect(first).toHaveTextContent('Wann kommt mein Auto?');

    const field = within(panel).getByRole('textbox', { name: 'Antwort an den Kunden' });
    expect(field).toHaveAttribute('maxLength', '2000');
    fireEvent.change(field, { target: { value: '  Ihr Auto kommt in KW 12.  ' } });
    expect(within(panel).getByText('24 / 2000 Zeichen')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Antwort senden' }));
    });
    expect(last('POST', '/messages')!.body).toEqual({ message: 'Ihr Auto kommt in KW 12.', reply_to: 'm1' });
    expect(await screen.findByText('Ihre Antwort wurde an den Kunden gesendet.')).toBeInTheDocument();
    const fresh = screen.getByRole('region', { name: 'Deal 3f2a9c1e' });
    await waitFor(() => expect(within(within(fresh).getByRole('list', { name: 'Nachrichten' })).getAllByRole('listitem')).toHaveLength(2));
    const reply = within(within(fresh).getByRole('list', { name: 'Nachrichten' })).getAllByRole('listitem')[1];
    expect(reply).toHaveTextContent('Anton Admin (unser Team)');
    expect(reply).toHaveTextContent('Antwort unseres Teams');
    expect(within(fresh).getByRole('textbox', { name: 'Antwort an den Kunden' })).toHaveValue('');
    await waitFor(() => expect(within(fresh).getByRole('heading', { name: /Nachrichten/ })).not.toHaveTextContent('unbeantwortet'));
  });

  it('shows a blank reply\'s error at the field, and the API\'s 422 field error too', async () => {
    const { panel, calls } = await openDeal((call) =>
      call.method === 'POST' && call.url.pathname.endsWith('/messages')
        ? new Response(
            JSON.stringify({
              statusCode: 422,
              code: 'message_too_long',
              message: 'Die Antwort darf höchstens 2000 Zeichen lang sein.',
              details: [{ field: 'message', code: 'too_long', message: 'Die Antwort darf höchstens 2000 Zeichen lang sein.' }],
            }),
            { status: 422, headers: { 'Content-Type': 'application/json' } },
          )
        : undefined,
    );
    const field = await within(panel).findByRole('textbox', { name: 'Antwort an den Kunden' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Antwort senden' }));
    expect(await within(panel).findByText('Bitte geben Sie eine Antwort ein.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: 'Zu lang' } });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Antwort senden' }));
    });
    const error = await within(panel).findByText('Die Antwort darf höchstens 2000 Zeichen lang sein.');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field).toHaveValue('Zu lang');
  });

  it('confirms an action in a dialog that traps focus; Escape cancels and returns the focus', async () => {
    const { panel, calls } = await openDeal();
    const opener = within(panel).getByRole('button', { name: 'Vertrag vorbereiten' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Vertrag vorbereiten' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Leasingvertrag (PDF)')).toHaveFocus();
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1].focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('prepares the contract: PDF only, upload with progress, then the action; a toast and the new timeline', async () => {
    const xhr = mockUploadXhr(201, { held: true });
    try {
      const { panel, last } = await openDeal();
      fireEvent.click(within(panel).getByRole('button', { name: 'Vertrag vorbereiten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Vertrag vorbereiten' });
      const input = within(dialog).getByLabelText('Leasingvertrag (PDF)');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag vorbereiten: bestätigen' }));
      expect(await within(dialog).findByText('Bitte wählen Sie den Vertrag als PDF-Datei.')).toBeInTheDocument();
      fireEvent.change(input, { target: { files: [new File(['x'], 'bild.png', { type: 'image/png' })] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag vorbereiten: bestätigen' }));
      expect(await within(dialog).findByText('Bitte wählen Sie eine PDF-Datei.')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Vertrag.pdf', { type: 'application/pdf' })] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag vorbereiten: bestätigen' }));
      // The upload is held open: the bar shows while it runs and follows the reported bytes.
      const bar = await within(dialog).findByRole('progressbar', { name: 'Upload-Fortschritt' });
      await waitFor(() => expect(xhr.sent).toHaveLength(1));
      act(() => xhr.progress(50));
      expect(bar).toHaveAttribute('value', '50');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => xhr.finish());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(last('POST', '/contract_document/upload_target')!.body).toEqual({ file_name: 'Vertrag.pdf', contentType: 'application/pdf' });
      const form = xhr.sent[0];
      expect(form.get('key')).toBe(last('POST', '/contract_document')!.body && (last('POST', '/contract_document')!.body as { s3_key: string }).s3_key);
      expect((form.get('file') as File).name).toBe('Vertrag.pdf');
      expect(last('POST', '/actions')!.body).toEqual({ action: 'prepare_contract' });
      expect(await screen.findByText('„Vertrag vorbereiten“ ausgeführt. Neuer Status: Vertrag vorbereitet.')).toBeInTheDocument();

      const fresh = await screen.findByRole('group', { name: 'Nächste Schritte' });
      await waitFor(() =>
        expect(within(fresh).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unterschriebenen Vertrag hochgeladen', 'Vertrag per Post versandt']),
      );
      const panelNow = screen.getByRole('region', { name: 'Deal 3f2a9c1e' });
      expect(within(panelNow).getByText('Status: Bestellung abgeschlossen → Vertrag vorbereitet')).toBeInTheDocument();
      expect(within(panelNow).getByText('Dokument angehängt: Leasingvertrag')).toBeInTheDocument();
      expect(within(panelNow).getByRole('link', { name: 'Vertrag.pdf (PDF, öffnet in neuem Tab)' })).toHaveAttribute('href', '/api/v1/documents/doc-1');
      expect(within(panelNow).getAllByText(/Anton Admin \(Ops-Team\)/).length).toBe(2);
    } finally {
      xhr.restore();
    }
  });

  it('shows the German message of a 409 in the dialog and keeps it open', async () => {
    const { panel } = await openDeal((call) =>
      call.method === 'POST' && call.url.pathname.endsWith('/actions')
        ? new Response(JSON.stringify({ statusCode: 409, code: 'invalid_transition', message: '„Kunde bestätigen“ ist im Status „Bestätigt“ nicht möglich.' }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          })
        : undefined,
    );
    const xhr = mockUploadXhr();
    try {
      fireEvent.click(within(panel).getByRole('button', { name: 'Vertrag vorbereiten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Vertrag vorbereiten' });
      fireEvent.change(within(dialog).getByLabelText('Leasingvertrag (PDF)'), { target: { files: [new File(['%PDF'], 'V.pdf', { type: 'application/pdf' })] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag vorbereiten: bestätigen' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('„Kunde bestätigen“ ist im Status „Bestätigt“ nicht möglich.');
      expect(alert).toHaveFocus();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      xhr.restore();
    }
  });

  it('shows the upload endpoint\'s German message when the file is refused, and runs no action', async () => {
    const xhr = mockUploadXhr(422);
    try {
      const { panel, calls } = await openDeal();
      fireEvent.click(within(panel).getByRole('button', { name: 'Vertrag vorbereiten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Vertrag vorbereiten' });
      fireEvent.change(within(dialog).getByLabelText('Leasingvertrag (PDF)'), { target: { files: [new File(['MZ'], 'falsch.pdf', { type: 'application/pdf' })] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag vorbereiten: bestätigen' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Inhalt der Datei passt nicht zum angegebenen Dateityp.');
      expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(calls.some((c) => c.url.pathname.endsWith('/actions') || c.url.pathname.endsWith('/contract_document'))).toBe(false);
    } finally {
      xhr.restore();
    }
  });

  it('sends an optional note with the action and shows it in the timeline', async () => {
    const api = mockOpsApi();
    Object.assign(api.deals[0], { customer_state: 'contract_prepared', available_actions: ['mark_contract_signed_uploaded', 'mark_contract_sent_by_post'] });
    renderRoute(`/admin/ops_team/deals?deal=${DEAL_ID}`, { session: admin });
    const panel = await screen.findByRole('region', { name: 'Deal 3f2a9c1e' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Vertrag per Post versandt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vertrag per Post versandt' });
    const note = within(dialog).getByRole('textbox', { name: 'Notiz (optional)' });
    expect(note).toHaveAttribute('maxLength', '500');
    fireEvent.change(note, { target: { value: '  Per Einschreiben, Sendungsnr. RR123  ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag per Post versandt: bestätigen' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/actions')!.body).toEqual({ action: 'mark_contract_sent_by_post', note: 'Per Einschreiben, Sendungsnr. RR123' });
    const fresh = screen.getByRole('region', { name: 'Deal 3f2a9c1e' });
    expect(await within(fresh).findByText('Notiz: Per Einschreiben, Sendungsnr. RR123')).toBeInTheDocument();
  });

  it('shows a note erased with the customer\'s personal data as „Notiz gelöscht“', async () => {
    const { panel } = await openDeal((call) => {
      if (!call.url.pathname.endsWith('/timeline')) return undefined;
      const staff = { user_id: ADMIN_USER, role: 'Admin' as const, name: 'Anton Admin' };
      const entry = { id: 'e3', revision: 2, type: 'DealCustomerStateChanged', occurred_at: '2026-11-21T09:00:00.000Z', actor: staff, from_state: 'checkout_completed', to_state: 'contract_prepared', trigger: 'prepare_contract', note_erased: true };
      return new Response(JSON.stringify({ deal: makeDeal(1), events: [entry], contracts: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await within(panel).findByText('Notiz gelöscht')).toBeInTheDocument();
    expect(within(panel).queryByText(/^Notiz:/)).not.toBeInTheDocument();
  });

  it('archives a deal after a confirmation dialog; the panel closes and the deal leaves the list', async () => {
    const { panel, calls, router } = await openDeal();
    const opener = within(panel).getByRole('button', { name: 'Deal archivieren' });
    opener.focus();
    fireEvent.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Deal archivieren' });
    expect(dialog).toHaveTextContent('wirklich archivieren?');
    expect(within(dialog).getByRole('button', { name: 'Deal archivieren: bestätigen' })).toHaveFocus();
    // Cancelling sends nothing and returns the focus.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(calls.some((c) => c.url.pathname.endsWith('/archive'))).toBe(false);

    fireEvent.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Deal archivieren' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deal archivieren: bestätigen' }));
    });
    expect(await screen.findByText('Deal 3f2a9c1e wurde archiviert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Deal 3f2a9c1e' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/v1/admin/deals/${DEAL_ID}/archive`)).toHaveLength(1);
    expect(router.state.location.search).not.toContain('deal=');
    await waitFor(() => expect(screen.getByText('22 Deals · Seite 1 von 2')).toBeInTheDocument());
  });

  it('keeps the archive dialog open with the German message when the archive fails', async () => {
    const { panel } = await openDeal((call) =>
      call.method === 'POST' && call.url.pathname.endsWith('/archive')
        ? new Response(JSON.stringify({ statusCode: 404, code: 'deal_not_found', message: 'Der Deal wurde nicht gefunden.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
        : undefined,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Deal archivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal archivieren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deal archivieren: bestätigen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Der Deal wurde nicht gefunden.');
    expect(alert).toHaveFocus();
  });

  it('updates the delivery time with a band from the list', async () => {
    const api = mockOpsApi();
    Object.assign(api.deals[0], { customer_state: 'customer_confirmed', available_actions: ['update_delivery_time', 'register_car'] });
    renderRoute(`/admin/ops_team/deals?deal=${DEAL_ID}`, { session: admin });
    const panel = await screen.findByRole('region', { name: 'Deal 3f2a9c1e' });
    expect(within(within(panel).getByRole('group', { name: 'Nächste Schritte' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Lieferzeit aktualisieren',
      'Fahrzeug zugelassen',
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Lieferzeit aktualisieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferzeit aktualisieren' });
    const select = within(dialog).getByRole('combobox', { name: 'Lieferzeit' });
    expect(select).toHaveFocus();
    expect(within(select).getAllByRole('option')).toHaveLength(11);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lieferzeit aktualisieren: bestätigen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Lieferzeit.')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '2_to_3_months' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lieferzeit aktualisieren: bestätigen' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/actions')!.body).toEqual({ action: 'update_delivery_time', delivery_time: '2_to_3_months' });
  });
});
