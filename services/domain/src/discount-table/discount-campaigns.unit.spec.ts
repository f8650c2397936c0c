import { fold } from '../shared/decider';
import { deciderSpec } from '../testing/decider-spec';
import { DISCOUNT_EVENT_SCHEMAS } from './discount-event-schemas';
import { discountTableDecider, type DiscountTableCommand } from './discount-table.decider';
import type { DiscountScope, DiscountTableEvent } from './discount-table.events';

const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const campaignId = 'a0000000-0000-4000-8000-000000000001';
const columns = { additionalDiscounts: 1, collectedDiscounts: 0 };
const scheduledAt = '2026-11-21T12:00:00.000Z';
const from = '2026-12-01T00:00:00.000Z';
const until = '2027-01-01T00:00:00.000Z';
const during = new Date('2026-12-15T00:00:00.000Z');
const after = new Date('2027-01-02T00:00:00.000Z');

/** Revision 0: car1 has 10 % base discount; car2 has none yet. */
const filled: DiscountTableEvent = {
  type: 'DiscountCellsEdited',
  data: { scope, basedOnRevision: -1, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: null, newValue: 1000 }], editedAt: scheduledAt },
};
const schedule = (overrides: Partial<Extract<DiscountTableCommand, { type: 'ScheduleDiscountCampaign' }>> = {}): DiscountTableCommand => ({
  type: 'ScheduleDiscountCampaign',
  scope,
  campaignId,
  carModelIds: [car1, car2],
  field: 'base_discount',
  value: 12.5,
  validFrom: from,
  validUntil: until,
  columns,
  ...overrides,
});
const scheduled: DiscountTableEvent = {
  type: 'DiscountCampaignScheduled',
  data: { scope, campaignId, carModelIds: [car1, car2], field: 'base_discount', value: 1250, validFrom: from, validUntil: until, scheduledAt },
};
const started: DiscountTableEvent = {
  type: 'DiscountCampaignStarted',
  data: {
    scope,
    campaignId,
    changes: [
      { carModelId: car1, field: 'base_discount', oldValue: 1000, newValue: 1250 },
      { carModelId: car2, field: 'base_discount', oldValue: null, newValue: 1250 },
    ],
    startedAt: during.toISOString(),
  },
};
const at = (now: Date) => deciderSpec(discountTableDecider, { now });

describe('discount campaigns: scheduling', () => {
  it('schedules a value in stored units for the cells, from … until …', () => {
    deciderSpec(discountTableDecider).given([filled]).when(schedule()).then([scheduled]);
  });

  it('refuses (422, German) a range that ends before it starts, a start in the past, an unknown field and an overlap', () => {
    const spec = deciderSpec(discountTableDecider).given([filled, scheduled]);
    spec.when(schedule({ campaignId: car2, validUntil: from, validFrom: until })).thenThrows({ kind: 'invalid', code: 'discount_campaign_invalid', message: '„Gültig bis“ muss nach „Gültig ab“ liegen.' });
    spec.when(schedule({ campaignId: car2, validFrom: '2026-11-01T00:00:00.000Z' })).thenThrows({ kind: 'invalid', message: '„Gültig ab“ darf nicht in der Vergangenheit liegen.' });
    spec.when(schedule({ campaignId: car2, field: 'delivery_time' })).thenThrows({ kind: 'invalid', code: 'discount_campaign_invalid' });
    spec.when(schedule({ campaignId: car2, value: 120 })).thenThrows({ kind: 'invalid', message: 'Bitte geben Sie einen gültigen Wert für die Kampagne an.' });
    spec.when(schedule({ campaignId: car2, carModelIds: [car2] })).thenThrows({ kind: 'invalid', message: expect.stringContaining('schon eine Kampagne geplant') });
  });

  it('takes a repeated schedule of the same campaign id as done', () => {
    deciderSpec(discountTableDecider).given([filled, scheduled]).when(schedule()).then([]);
  });
});

describe('discount campaigns: boundaries', () => {
  it('starts at valid_from: writes the campaign value where it differs, once (a second start is refused)', () => {
    at(during).given([filled, scheduled]).when({ type: 'StartDiscountCampaign', scope, campaignId }).then([started]);
    at(during).given([filled, scheduled, started]).when({ type: 'StartDiscountCampaign', scope, campaignId }).thenThrows({ kind: 'rule', code: 'discount_campaign_not_scheduled' });
    at(new Date(scheduledAt)).given([filled, scheduled]).when({ type: 'StartDiscountCampaign', scope, campaignId }).thenThrows({ code: 'discount_campaign_not_due' });
  });

  it('ends at valid_until: the value from before comes back; a regular edit during the campaign stays', () => {
    const editedDuring: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope, basedOnRevision: 2, reason: 'save', changes: [{ carModelId: car2, field: 'base_discount', oldValue: 1250, newValue: 800 }], editedAt: during.toISOString() },
    };
    at(after)
      .given([filled, scheduled, started, editedDuring])
      .when({ type: 'EndDiscountCampaign', scope, campaignId })
      .then([
        {
          type: 'DiscountCampaignEnded',
          data: { scope, campaignId, changes: [{ carModelId: car1, field: 'base_discount', oldValue: 1250, newValue: 1000 }], endedAt: after.toISOString() },
        },
      ]);
    at(during).given([filled, scheduled, started]).when({ type: 'EndDiscountCampaign', scope, campaignId }).thenThrows({ code: 'discount_campaign_not_due' });
  });

  it('ends a campaign whose window passed before it started without changing a cell (worker was down)', () => {
    at(after).given([filled, scheduled]).when({ type: 'EndDiscountCampaign', scope, campaignId }).then([
      { type: 'DiscountCampaignEnded', data: { scope, campaignId, changes: [], endedAt: after.toISOString() } },
    ]);
  });

  it('folds start and end into the cells, and the events pass their schema checks', () => {
    const [ended] = discountTableDecider.decide({ type: 'EndDiscountCampaign', scope, campaignId }, fold(discountTableDecider, [filled, scheduled, started]), { now: after, newId: () => 'x' });
    const whileRunning = fold(discountTableDecider, [filled, scheduled, started]);
    expect(whileRunning.rows.get(car1)?.cells.base_discount).toBe(1250);
    expect(whileRunning.campaigns.get(campaignId)?.status).toBe('active');
    const afterwards = fold(discountTableDecider, [filled, scheduled, started, ended]);
    expect(afterwards.rows.get(car1)?.cells.base_discount).toBe(1000);
    expect(afterwards.campaigns.get(campaignId)?.status).toBe('ended');
    for (const event of [scheduled, started, ended]) {
      expect(DISCOUNT_EVENT_SCHEMAS.find((s) => s.type === event.type)!.validate(event.data)).toEqual([]);
    }
  });
});

describe('discount campaigns: cancelling', () => {
  it('cancels a scheduled campaign without changes, a running one puts the values back; a finished one cannot be cancelled', () => {
    deciderSpec(discountTableDecider).given([filled, scheduled]).when({ type: 'CancelDiscountCampaign', scope, campaignId }).then([
      { type: 'DiscountCampaignCancelled', data: { scope, campaignId, changes: [], cancelledAt: '2026-11-21T12:00:00.000Z' } },
    ]);
    const [cancelled] = discountTableDecider.decide({ type: 'CancelDiscountCampaign', scope, campaignId }, fold(discountTableDecider, [filled, scheduled, started]), { now: during, newId: () => 'x' });
    expect(cancelled.type === 'DiscountCampaignCancelled' && cancelled.data.changes).toEqual([
      { carModelId: car1, field: 'base_discount', oldValue: 1250, newValue: 1000 },
      { carModelId: car2, field: 'base_discount', oldValue: 1250, newValue: null },
    ]);
    at(during).given([filled, scheduled, started, cancelled]).when({ type: 'StartDiscountCampaign', scope, campaignId }).thenThrows({ code: 'discount_campaign_not_scheduled' });
    at(during).given([filled, scheduled, started, cancelled]).when({ type: 'CancelDiscountCampaign', scope, campaignId }).thenThrows({ code: 'discount_campaign_finished' });
  });

  it('answers 404 for a campaign the table does not have', () => {
    deciderSpec(discountTableDecider).given([filled]).when({ type: 'CancelDiscountCampaign', scope, campaignId }).thenThrows({ kind: 'not_found', code: 'discount_campaign_not_found' });
  });
});
