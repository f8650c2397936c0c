import type { RecordedEvent } from '@autoleasing/infra';
import { toAuditTrailRow } from './audit-trail.row';

const event: RecordedEvent = {
  id: '7d1f0a52-4c1e-4b7a-9a39-0c1a2b3c4d5e',
  type: 'DiscountCellsEdited',
  data: { secret: 'not copied' },
  schemaVersion: 1,
  streamId: 'discountTable-d1-g-b-m',
  revision: 3n,
  position: 2n ** 70n,
  metadata: {
    actor: { userId: 'admin-1', role: 'Admin', actingForDealerId: 'dealer-9' },
    correlationId: 'corr',
    causationId: 'cause',
    occurredAt: '2026-03-01T10:00:00.000Z',
  },
};

describe('toAuditTrailRow', () => {
  it('takes metadata only, with the position as exact text', () => {
    expect(toAuditTrailRow(event)).toEqual({
      event_id: event.id,
      position: '1180591620717411303424',
      stream_id: 'discountTable-d1-g-b-m',
      type: 'DiscountCellsEdited',
      actor_user_id: 'admin-1',
      actor_role: 'Admin',
      acting_for_dealer_id: 'dealer-9',
      correlation_id: 'corr',
      causation_id: 'cause',
      occurred_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('has no dealer when nobody acts for one', () => {
    const own = { ...event, metadata: { ...event.metadata, actor: { userId: 'c', role: 'Customer' as const } } };
    expect(toAuditTrailRow(own).acting_for_dealer_id).toBeNull();
  });

  it('refuses an event without actor or time', () => {
    expect(() => toAuditTrailRow({ ...event, metadata: { ...event.metadata, actor: undefined as never } })).toThrow(/no actor/);
    expect(() => toAuditTrailRow({ ...event, metadata: { ...event.metadata, occurredAt: 'yesterday' } })).toThrow(/occurredAt/);
  });
});
