import type { DiscountCampaignDto } from '@autoleasing/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi, type DealerRoute } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const PATH = '/dealer/discount?customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw&page=1';
const CAMPAIGNS = `/api/v1/dealers/${DEALER_ID}/discounts/campaigns`;

const running: DiscountCampaignDto = {
  campaign_id: 'camp-1',
  car_model_ids: ['model-02'],
  field: 'base_discount',
  value: 12.5,
  valid_from: '2026-11-30T23:00:00.000Z',
  valid_until: '2026-12-31T23:00:00.000Z',
  status: 'active',
  scheduled_by_user_id: 'user-1',
  scheduled_by_name: 'Hanna Händler',
  scheduled_at: '2026-11-21T13:00:00.000Z',
};

/** The campaigns endpoints: a running campaign; scheduling answers `schedule()`; cancelling marks it cancelled. */
function campaignRoute(schedule: () => { status?: number; body: unknown }): DealerRoute {
  let list = [running];
  return ({ method, url }) => {
    if (method === 'GET' && url.pathname === CAMPAIGNS) return { body: { campaigns: list } };
    if (method === 'POST' && url.pathname === CAMPAIGNS) return schedule();
    if (method === 'POST' && url.pathname === `${CAMPAIGNS}/camp-1/cancel`) {
      list = [{ ...running, status: 'cancelled' }];
      return { body: { campaign_id: 'camp-1', changed_cells: 1, revision: 8 } };
    }
    return undefined;
  };
}

async function openTable(route: DealerRoute) {
  const api = mockDealerApi(route);
  renderRoute(PATH, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, grid };
}

describe('/dealer/discount: campaigns', () => {
  it('marks a car with a running campaign in words and lists the campaign with its validity, who planned it and Stornieren', async () => {
    const { grid, requests } = await openTable(campaignRoute(() => ({ body: {} })));
    expect(await within(grid).findByText('Modell 2 · Kampagne läuft')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Kampagnen' });
    expect(list).toHaveTextContent('Basisnachlass 12,50 % · 01.12.2026, 00:00 bis 01.01.2027, 00:00 · Modell 2 · läuft · geplant von Hanna Händler');
    fireEvent.click(within(list).getByRole('button', { name: /^Kampagne stornieren: Basisnachlass 12,50 %/ }));
    expect(await within(list).findByText('storniert')).toBeInTheDocument();
    expect(within(list).getByText('Kampagne storniert (1 Zellen zurückgesetzt).')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === `${CAMPAIGNS}/camp-1/cancel`)?.body).toEqual({ customer_group: 'b2b', bank_id: 'bank-1', manufacturer_id: 'brand-vw' });
  });

  it('plans a campaign for the selected rows: Berlin times to ISO, the value in API units; the server’s German 422 shows in the dialog', async () => {
    let answer: { status?: number; body: unknown } = { status: 422, body: { statusCode: 422, code: 'discount_campaign_invalid', message: '„Gültig ab“ darf nicht in der Vergangenheit liegen.' } };
    const { grid, requests } = await openTable(campaignRoute(() => answer));
    expect(screen.getByRole('button', { name: 'Kampagne planen' })).toBeDisabled();
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kampagne planen (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kampagne planen' });
    fireEvent.change(within(dialog).getByLabelText('Wert (%)'), { target: { value: '12,5' } });
    fireEvent.change(within(dialog).getByLabelText('Gültig ab'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Gültig bis'), { target: { value: '2026-11-30T00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kampagne planen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('„Gültig bis“ muss nach „Gültig ab“ liegen.');
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === CAMPAIGNS)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Gültig bis'), { target: { value: '2027-01-01T00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kampagne planen' }));
    expect(await within(dialog).findByText('„Gültig ab“ darf nicht in der Vergangenheit liegen.')).toHaveAttribute('role', 'alert');
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === CAMPAIGNS)?.body).toEqual({
      customer_group: 'b2b',
      bank_id: 'bank-1',
      manufacturer_id: 'brand-vw',
      car_model_ids: ['model-01'],
      field: 'base_discount',
      value: 12.5,
      valid_from: '2026-11-30T23:00:00.000Z',
      valid_until: '2026-12-31T23:00:00.000Z',
    });

    answer = { status: 201, body: { campaign: { ...running, campaign_id: 'camp-2', car_model_ids: ['model-01'], status: 'scheduled' }, revision: 8 } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kampagne planen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^Kampagne geplant: Basisnachlass 12,50 %/)).toBeInTheDocument();
  });
});
