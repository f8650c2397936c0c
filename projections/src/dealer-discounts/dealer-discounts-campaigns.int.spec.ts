import { discountTableDecider, fold, type DiscountScope, type DiscountTableEvent } from '@autoleasing/domain';
import type { NewEvent } from '@autoleasing/infra';
import { newEvent } from '../testing/new-event';
import { projectionSpec } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { dealerDiscountsProjection } from './dealer-discounts.projection';

jest.setTimeout(60_000);

const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000009',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000009',
  manufacturerId: 'f0000000-0000-4000-8000-000000000009',
};
const car = 'c0000000-0000-4000-8000-000000000009';
const campaignId = 'a0000000-0000-4000-8000-000000000009';
const dealer = { userId: 'u0000000-0000-4000-8000-000000000009', role: 'Dealer' as const, actingForDealerId: scope.dealerId };
const system = { userId: 'system', role: 'System' as const, actingForDealerId: scope.dealerId };

/** The table, a campaign of 12.5 % scheduled by the dealer, started and ended by the scheduler. */
const events: [DiscountTableEvent, typeof dealer | typeof system, string][] = [
  [
    { type: 'DiscountCellsEdited', data: { scope, basedOnRevision: -1, reason: 'save', changes: [{ carModelId: car, field: 'base_discount', oldValue: null, newValue: 1000 }], editedAt: '2026-11-21T10:00:00.000Z' } },
    dealer,
    '2026-11-21T10:00:00.000Z',
  ],
  [
    {
      type: 'DiscountCampaignScheduled',
      data: { scope, campaignId, carModelIds: [car], field: 'base_discount', value: 1250, validFrom: '2026-12-01T00:00:00.000Z', validUntil: '2027-01-01T00:00:00.000Z', scheduledAt: '2026-11-21T11:00:00.000Z' },
    },
    dealer,
    '2026-11-21T11:00:00.000Z',
  ],
  [
    { type: 'DiscountCampaignStarted', data: { scope, campaignId, changes: [{ carModelId: car, field: 'base_discount', oldValue: 1000, newValue: 1250 }], startedAt: '2026-12-01T00:00:01.000Z' } },
    system,
    '2026-12-01T00:00:01.000Z',
  ],
  [
    { type: 'DiscountCampaignEnded', data: { scope, campaignId, changes: [{ carModelId: car, field: 'base_discount', oldValue: 1250, newValue: 1000 }], endedAt: '2027-01-01T00:00:01.000Z' } },
    system,
    '2027-01-01T00:00:01.000Z',
  ],
];

describe('dealer-discounts projection: campaigns', () => {
  let kit: ProjectionTestKit;
  let tables = 0;
  /**
   * The first `count` events, recorded anew on a stream of their own: rows carry the stream's
   * revision, so each spec starts its table's stream from revision 0.
   */
  const first = (count: number): [string, NewEvent[]] => [
    `discountTable-${scope.dealerId}-b2b-${scope.bankId}-${scope.manufacturerId}-${++tables}`,
    events.slice(0, count).map(([e, actor, occurredAt]) => newEvent(e.type, e.data, { actor, occurredAt })),
  ];
  /** Applied one event per batch, twice each (as after a crash). */
  const spec = () => projectionSpec(kit, dealerDiscountsProjection, { batchSize: 1 });
  /** given the events before the `count`-th, when the `count`-th: the step a test looks at. */
  const whenEvent = (count: number) => {
    const [stream, events] = first(count);
    return spec()
      .given([[stream, events.slice(0, -1)]])
      .when([[stream, events.slice(-1)]]);
  };

  beforeAll(async () => {
    kit = await createProjectionTestKit('dealer_discounts_campaigns');
  });
  afterAll(async () => {
    await kit.close();
  });

  const base = async () => (await kit.pool.query('SELECT base_discount, revision FROM dealer_discount_rows WHERE car_model_id = $1', [car])).rows[0];
  const campaign = async () => (await kit.pool.query('SELECT status, value::int, valid_from, car_model_ids, scheduled_by_user_id FROM discount_campaigns WHERE campaign_id = $1', [campaignId])).rows[0];
  const snapshot = async () => ({
    rows: (await kit.pool.query('SELECT * FROM dealer_discount_rows ORDER BY car_model_id')).rows,
    scopes: (await kit.pool.query('SELECT * FROM dealer_discount_scopes')).rows,
    history: (await kit.pool.query('SELECT * FROM dealer_discount_history ORDER BY position, seq')).rows,
    campaigns: (await kit.pool.query('SELECT * FROM discount_campaigns')).rows,
  });

  it('lists a scheduled campaign with who scheduled it, audits it with its validity, and leaves the cell alone', async () => {
    await whenEvent(2).thenReadModel(async () => {
      // The row is untouched; the table's revision moves on (a save or restore is made on it).
      expect(await base()).toEqual({ base_discount: 1000, revision: 0 });
      expect((await kit.pool.query('SELECT revision FROM dealer_discount_scopes')).rows).toEqual([{ revision: 1 }]);
      expect(await campaign()).toMatchObject({ status: 'scheduled', value: 1250, car_model_ids: [car], scheduled_by_user_id: dealer.userId });
      const { rows } = await kit.pool.query(`SELECT kind, new_value, user_id, campaign_id, valid_from, valid_until FROM dealer_discount_history WHERE kind = 'campaign_scheduled'`);
      expect(rows).toEqual([
        { kind: 'campaign_scheduled', new_value: 1250, user_id: dealer.userId, campaign_id: campaignId, valid_from: new Date('2026-12-01T00:00:00.000Z'), valid_until: new Date('2027-01-01T00:00:00.000Z') },
      ]);
    });
  });

  it('follows the start and the end events: the cell gets the campaign value, then its value from before', async () => {
    await whenEvent(3).thenReadModel(async () => {
      expect(await base()).toEqual({ base_discount: 1250, revision: 2 });
      expect((await campaign()).status).toBe('active');
    });
    await whenEvent(4).thenReadModel(async () => {
      expect(await base()).toEqual({ base_discount: 1000, revision: 3 });
      expect((await campaign()).status).toBe('ended');
      const { rows } = await kit.pool.query(`SELECT kind, user_id FROM dealer_discount_history WHERE campaign_id = $1 AND kind <> 'campaign_scheduled' ORDER BY position`, [campaignId]);
      expect(rows).toEqual([
        { kind: 'campaign_started', user_id: 'system' },
        { kind: 'campaign_ended', user_id: 'system' },
      ]);
    });
  });

  it('rebuilds in one batch to the same tables as event by event, and agrees with the decider’s fold', async () => {
    // Event by event as the worker goes, then in one batch as a rebuild: the same tables.
    const live = await spec().given([first(4)]).thenSameForEveryBatching(snapshot, [1, 100]);
    const folded = fold(discountTableDecider, events.map(([e]) => e));
    expect(folded.rows.get(car)?.cells.base_discount).toBe(Number(live.rows[0].base_discount));
    expect(folded.campaigns.get(campaignId)?.status).toBe(live.campaigns[0].status);
  });
});
