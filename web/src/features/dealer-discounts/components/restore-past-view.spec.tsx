import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi, type DealerRoute } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const AS_OF = '2026-11-20T07:00:00.000Z';
const PAST = `/dealer/discount?customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw&page=1&as_of=${encodeURIComponent(AS_OF)}`;
const RESTORE = `/api/v1/dealers/${DEALER_ID}/discounts/restore`;

/** The restore endpoint: a dry run counts 5 cells in 2 rows on revision 7; `restore` answers the real call. */
function restoreRoute(restore: () => { status?: number; body: unknown }, changedCells = 5): DealerRoute {
  return ({ method, url, body }) => {
    if (method !== 'POST' || url.pathname !== RESTORE) return undefined;
    if ((body as { dry_run?: boolean }).dry_run) return { body: { restored: false, as_of: AS_OF, changed_cells: changedCells, changed_rows: 2, revision: 7 } };
    return restore();
  };
}

async function openPast(route: DealerRoute) {
  const api = mockDealerApi(route);
  const view = renderRoute(PAST, { session: dealer });
  await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, ...view };
}

describe('/dealer/discount: Diesen Stand wiederherstellen', () => {
  it('counts first, says how many cells change, restores on the revision counted and returns to the current table', async () => {
    const { requests, router } = await openPast(restoreRoute(() => ({ body: { restored: true, as_of: AS_OF, changed_cells: 5, changed_rows: 2, revision: 8 } })));
    fireEvent.click(screen.getByRole('button', { name: 'Diesen Stand wiederherstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stand wiederherstellen' });
    expect(dialog).toHaveTextContent('5 Zellen in 2 Zeilen werden auf den Stand vom 20.11.2026, 08:00 (Europe/Berlin) zurückgesetzt');
    expect(requests.filter((r) => r.url.pathname === RESTORE)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '5 Zellen wiederherstellen' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('as_of'));
    const sent = requests.filter((r) => r.url.pathname === RESTORE).map((r) => r.body);
    expect(sent).toEqual([
      { customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', as_of: AS_OF, dry_run: true },
      { customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw', as_of: AS_OF, revision: 7 },
    ]);
    expect(await screen.findByText('Stand vom 20.11.2026, 08:00 wiederhergestellt: 5 Zellen geändert.')).toBeInTheDocument();
  });

  it('cancels without restoring, and shows the server’s German message when the table changed meanwhile (409)', async () => {
    const conflict = () => ({ status: 409, body: { statusCode: 409, code: 'discount_restore_stale', message: 'Die Tabelle wurde inzwischen geändert.' } });
    const { requests, router } = await openPast(restoreRoute(conflict));
    fireEvent.click(screen.getByRole('button', { name: 'Diesen Stand wiederherstellen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.url.pathname === RESTORE)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Diesen Stand wiederherstellen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '5 Zellen wiederherstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Tabelle wurde inzwischen geändert.');
    expect(router.state.location.search).toContain('as_of');
  });

  it('says so when the current table already equals the moment, without a dialog', async () => {
    await openPast(restoreRoute(() => ({ body: {} }), 0));
    fireEvent.click(screen.getByRole('button', { name: 'Diesen Stand wiederherstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die aktuelle Tabelle entspricht bereits diesem Stand.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered on the current table', async () => {
    mockDealerApi();
    renderRoute('/dealer/discount?customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw&page=1', { session: dealer });
    await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
    expect(screen.queryByRole('button', { name: 'Diesen Stand wiederherstellen' })).toBeNull();
  });
});
