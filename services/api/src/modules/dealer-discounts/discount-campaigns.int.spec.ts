import type { DiscountCampaignsResponse, DiscountTableResponse } from '@autoleasing/contracts';
import { discountTableDecider, discountTableStreamId, type DiscountScope } from '@autoleasing/domain';
import { campaignSchedulerActor, CommandHandler } from '@autoleasing/infra';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test/eventually';
import { http } from '../wall/test/wall-test-kit';
import { useDealerTableTest } from './test/dealer-table-test-kit';

jest.setTimeout(120_000);

/**
 * 'Kampagne planen' against the real app: the server checks the campaign (422 in German), lists it
 * with who scheduled it, cancels it, and only the dealer of the table (or an Admin acting for it)
 * may do so. The boundaries are the worker's (campaign-boundary.int.spec.ts: its jobs, retries
 * and clock); the last test here runs a boundary's command as the worker's processor does, with
 * the worker's clock set past the boundary, and reads the result through the api.
 */
describe('dealer discounts API: campaigns', () => {
  const kit = useDealerTableTest('dealer_campaigns');
  const { get, post, scope, scopeQuery } = kit;
  const base = () => `${kit.base()}/discounts`;
  let carModelIds: string[];

  const list = async (token?: string): Promise<DiscountCampaignsResponse> =>
    (await get(`${base()}/campaigns?${scopeQuery()}`, token).expect(200)).body;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const campaign = (overrides: object = {}) => ({ ...scope(), car_model_ids: carModelIds, field: 'base_discount', value: 12.5, valid_from: inHours(1), valid_until: inHours(24), ...overrides });

  it('finds the table', async () => {
    kit.bankId = (await get(`/api/v1/dealers/${kit.dealerId}/banks`).expect(200)).body.banks[0].id;
    kit.manufacturerId = (await get(`/api/v1/dealers/${kit.dealerId}/manufacturers`).expect(200)).body.manufacturers.find((m: { slug_name: string }) => m.slug_name === 'vw').id;
    const table: DiscountTableResponse = (await get(`${base()}?${scopeQuery()}`).expect(200)).body;
    carModelIds = table.discounts.slice(0, 2).map((r) => r.car_model_id);
  });

  it('refuses invalid campaigns with German messages and stores nothing', async () => {
    const backwards = await post(`${base()}/campaigns`, campaign({ valid_from: inHours(24), valid_until: inHours(1) })).expect(422);
    expect(backwards.body).toMatchObject({ code: 'discount_campaign_invalid', message: '„Gültig bis“ muss nach „Gültig ab“ liegen.' });
    const past = await post(`${base()}/campaigns`, campaign({ valid_from: inHours(-1) })).expect(422);
    expect(past.body.message).toBe('„Gültig ab“ darf nicht in der Vergangenheit liegen.');
    const flag = await post(`${base()}/campaigns`, campaign({ field: 'available', value: 1 })).expect(422);
    expect(flag.body.code).toBe('discount_campaign_invalid');
    await post(`${base()}/campaigns`, campaign({ valid_from: 'morgen' })).expect(400);
    expect((await list()).campaigns).toEqual([]);
  });

  it('keeps the dealer scope: another dealer 404, a customer 403, no session 401', async () => {
    await post(`/api/v1/dealers/${kit.otherDealerId}/discounts/campaigns`, campaign()).expect(404);
    await post(`${base()}/campaigns`, campaign(), kit.tokens.customer).expect(403);
    await http(kit.t).post(`${base()}/campaigns`).send(campaign()).expect(401);
    await get(`/api/v1/dealers/${kit.otherDealerId}/discounts/campaigns?${scopeQuery()}`).expect(404);
    await get(`${base()}/campaigns?${scopeQuery()}`, kit.tokens.customer).expect(403);
  });

  let campaignId: string;

  it('schedules a campaign (an Admin acting for the dealer too), once per campaign id, and lists it with who scheduled it', async () => {
    campaignId = randomUUID();
    const response = await post(`${base()}/campaigns`, campaign({ campaign_id: campaignId }), kit.tokens.admin).expect(201);
    expect(response.body.campaign).toMatchObject({ campaign_id: campaignId, field: 'base_discount', value: 12.5, status: 'scheduled', car_model_ids: carModelIds });
    // A retried request with the same id schedules nothing more.
    await post(`${base()}/campaigns`, campaign({ campaign_id: campaignId }), kit.tokens.admin).expect(201);
    const { campaigns } = await list();
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0].scheduled_by_name).toEqual(expect.any(String));
    const overlap = await post(`${base()}/campaigns`, campaign({ valid_from: inHours(2) })).expect(422);
    expect(overlap.body.message).toContain('schon eine Kampagne geplant');
    // The audit shows who scheduled what for when.
    const history = await get(`/api/v1/dealers/${kit.dealerId}/discounts/history?car_model_id=${carModelIds[0]}&field=base_discount`).expect(200);
    expect(history.body.entries[0]).toMatchObject({ kind: 'campaign_scheduled', new_value: 12.5, role: 'Admin', valid_from: expect.any(String), valid_until: expect.any(String) });
  });

  it('cancels a scheduled campaign; a second cancel answers 409; another dealer cannot cancel it', async () => {
    await post(`/api/v1/dealers/${kit.otherDealerId}/discounts/campaigns/${campaignId}/cancel`, scope()).expect(404);
    const cancelled = await post(`${base()}/campaigns/${campaignId}/cancel`, scope()).expect(200);
    expect(cancelled.body).toMatchObject({ campaign_id: campaignId, changed_cells: 0 });
    expect((await list()).campaigns[0].status).toBe('cancelled');
    const again = await post(`${base()}/campaigns/${campaignId}/cancel`, scope()).expect(409);
    expect(again.body.code).toBe('discount_campaign_finished');
    await post(`${base()}/campaigns/${randomUUID()}/cancel`, scope()).expect(404);
  });

  it('shows the start and the end of a campaign, decided by the worker clock, in the table, the list and the history', async () => {
    const validFrom = inHours(1);
    const validUntil = inHours(24);
    const id = randomUUID();
    await post(`${base()}/campaigns`, campaign({ campaign_id: id, valid_from: validFrom, valid_until: validUntil })).expect(201);
    const tableScope: DiscountScope = { dealerId: kit.dealerId, customerGroup: 'b2b', bankId: kit.bankId, manufacturerId: kit.manufacturerId };
    // What campaignBoundaryProcessor does at a boundary: the one command path, as the system,
    // deciding with the worker's clock (here a minute past the boundary, no waiting).
    const boundary = (type: 'StartDiscountCampaign' | 'EndDiscountCampaign', at: string) =>
      new CommandHandler(kit.eventStore, kit.pool).execute(
        discountTableStreamId(tableScope),
        discountTableDecider,
        { type, scope: tableScope, campaignId: id },
        { metadata: { actor: campaignSchedulerActor(kit.dealerId), correlationId: id, causationId: id }, now: () => new Date(Date.parse(at) + 60_000) },
      );
    const baseDiscountOf = async () => {
      const table: DiscountTableResponse = (await get(`${base()}?${scopeQuery()}`).expect(200)).body;
      return table.discounts.find((row) => row.car_model_id === carModelIds[0])!.base_discount;
    };
    const statusOf = async () => (await list()).campaigns.find((c) => c.campaign_id === id)?.status;
    const newestHistory = async () =>
      (await get(`${base()}/history?car_model_id=${carModelIds[0]}&field=base_discount`).expect(200)).body.entries[0];
    const before = await baseDiscountOf();

    await boundary('StartDiscountCampaign', validFrom);
    await eventually(async () => expect(await baseDiscountOf()).toBe(12.5));
    expect(await statusOf()).toBe('active');
    expect(await newestHistory()).toMatchObject({ kind: 'campaign_started', role: 'System', new_value: 12.5 });

    await boundary('EndDiscountCampaign', validUntil);
    await eventually(async () => expect(await statusOf()).toBe('ended'));
    expect(await baseDiscountOf()).toBe(before);
    expect(await newestHistory()).toMatchObject({ kind: 'campaign_ended', role: 'System', old_value: 12.5 });
  });
});
