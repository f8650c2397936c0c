import { newEvent } from '../testing/new-event';
import { projectionSpec } from '../testing/projection-spec';
import { createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { auditTrailProjection } from './audit-trail.projection';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(60_000);

/** given(events) → then(rows) (projectionSpec): the audit trail as ops will query it. */
describe('audit-trail projection', () => {
  let kit: ProjectionTestKit;

  beforeAll(async () => {
    kit = await createProjectionTestKit('audit_trail');
  });
  afterAll(async () => {
    await kit.close();
  });

  it('records who changed what and when, per stream, actor and dealer', async () => {
    const edit = newEvent('DiscountCellsEdited', { cells: [] }, {
      actor: { userId: 'admin-7', role: 'Admin', actingForDealerId: 'dealer-3' },
      occurredAt: '2026-05-04T08:00:00.000Z',
      correlationId: 'req-1',
      causationId: 'req-1',
    });
    const created = newEvent('DealCreated', {}, { actor: { userId: 'cust-1', role: 'Customer' }, occurredAt: '2026-05-04T09:30:00.000Z' });
    const spec = projectionSpec(kit, auditTrailProjection).given([
      ['discountTable-dealer-3-private-bank-1-bmw', [edit]],
      ['deal-42', [created]],
    ]);

    await spec.thenRows(
      `SELECT event_id, stream_id, type, actor_user_id, actor_role, acting_for_dealer_id, correlation_id, causation_id, occurred_at
         FROM audit_trail ORDER BY position`,
      [
        {
          event_id: edit.id,
          stream_id: 'discountTable-dealer-3-private-bank-1-bmw',
          type: 'DiscountCellsEdited',
          actor_user_id: 'admin-7',
          actor_role: 'Admin',
          acting_for_dealer_id: 'dealer-3',
          correlation_id: 'req-1',
          causation_id: 'req-1',
          occurred_at: new Date('2026-05-04T08:00:00.000Z'),
        },
        expect.objectContaining({ event_id: created.id, stream_id: 'deal-42', actor_user_id: 'cust-1', acting_for_dealer_id: null }),
      ],
    );

    // The question ops ask: what was done for dealer 3, newest first — answered from an index.
    const forDealer = await kit.pool.query(`SELECT type FROM audit_trail WHERE acting_for_dealer_id = 'dealer-3' ORDER BY occurred_at DESC`);
    expect(forDealer.rows).toEqual([{ type: 'DiscountCellsEdited' }]);
  });

  it('given a deal, when it is archived, then both entries in log order, each once', async () => {
    const meta = { actor: { userId: 'admin-9', role: 'Admin' as const }, occurredAt: '2026-05-05T10:00:00.000Z' };
    const created = newEvent('DealCreated', {}, meta);
    const archived = newEvent('DealArchived', {}, meta);
    await projectionSpec(kit, auditTrailProjection)
      .given([['deal-77', [created]]])
      .when([['deal-77', [archived]]])
      .thenRows(`SELECT event_id, type FROM audit_trail WHERE stream_id = 'deal-77' ORDER BY position`, [
        { event_id: created.id, type: 'DealCreated' },
        { event_id: archived.id, type: 'DealArchived' },
      ]);
  });
});
