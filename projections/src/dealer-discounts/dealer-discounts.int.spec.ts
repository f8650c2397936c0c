import type { DiscountScope, DiscountTableEvent } from '@autoleasing/domain';
import type { NewEvent } from '@autoleasing/infra';
import { rebuildProjection } from '../runtime/rebuild-projection';
import { newEvent } from '../testing/new-event';
import { projectionSpec, type ProjectionSpecOptions } from '../testing/projection-spec';
import { capturingLogger, createProjectionTestKit, type ProjectionTestKit } from '../testing/projection-test-kit';
import { dealerDiscountsProjection } from './dealer-discounts.projection';

jest.setTimeout(60_000);

const scope: DiscountScope = {
  dealerId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2b',
  bankId: 'b0000000-0000-4000-8000-000000000001',
  manufacturerId: 'f0000000-0000-4000-8000-000000000001',
};
const car1 = 'c0000000-0000-4000-8000-000000000001';
const car2 = 'c0000000-0000-4000-8000-000000000002';
const stream = `discountTable-${scope.dealerId}-b2b-${scope.bankId}-${scope.manufacturerId}`;
const dealerUser = { userId: 'u0000000-0000-4000-8000-000000000001', role: 'Dealer' as const };
const admin = { userId: 'a0000000-0000-4000-8000-000000000001', role: 'Admin' as const, actingForDealerId: scope.dealerId };

const event = (e: DiscountTableEvent | { type: 'DiscountLayoutChanged'; data: unknown }, actor: typeof dealerUser | typeof admin, occurredAt: string): NewEvent =>
  newEvent(e.type, e.data, { actor, occurredAt });

/** given(events) → then(rows): the table, its revision and its history as the api reads them. */
describe('dealer-discounts projection', () => {
  let kit: ProjectionTestKit;

  beforeAll(async () => {
    kit = await createProjectionTestKit('dealer_discounts_projection');
  });
  afterAll(async () => {
    await kit.close();
  });

  const spec = (options: ProjectionSpecOptions = {}) => projectionSpec(kit, dealerDiscountsProjection, options);

  const edited: DiscountTableEvent = {
    type: 'DiscountCellsEdited',
    data: {
      scope,
      basedOnRevision: -1,
      reason: 'save',
      changes: [
        { carModelId: car1, field: 'base_discount', oldValue: null, newValue: 750 },
        { carModelId: car1, field: 'additional_discounts_0', oldValue: null, newValue: 125 },
        { carModelId: car1, field: 'available', oldValue: false, newValue: true },
        { carModelId: car1, field: 'delivery_time', oldValue: null, newValue: '2_weeks' },
        { carModelId: car1, field: 'dealer_delivery_cents', oldValue: null, newValue: 49900 },
        { carModelId: car2, field: 'base_discount', oldValue: null, newValue: 500 },
        { carModelId: car2, field: 'available', oldValue: false, newValue: false },
      ],
      editedAt: '2026-11-21T10:00:00.000Z',
    },
  };
  const bulk: DiscountTableEvent = {
    type: 'DiscountsBulkUpdated',
    data: {
      scope,
      operationId: 'op-1',
      rows: [
        { carModelId: car1, changes: [{ field: 'collected_discounts_0', oldValue: null, newValue: 200 }] },
        { carModelId: car2, changes: [{ field: 'collected_discounts_0', oldValue: null, newValue: 200 }] },
      ],
      updatedAt: '2026-11-21T11:00:00.000Z',
    },
  };
  const confirmed: DiscountTableEvent = { type: 'DiscountRowsConfirmed', data: { scope, carModelIds: [car1], confirmedAt: '2026-11-21T12:00:00.000Z' } };

  it('keeps rows with status dot, discount sum, last editor and the scope revision', async () => {
    // One batch, as a save and what follows it reach a worker that was busy.
    const given = spec().given([
      [stream, [event(edited, dealerUser, '2026-11-21T10:00:00.000Z'), event(bulk, admin, '2026-11-21T11:00:00.000Z'), event(confirmed, dealerUser, '2026-11-21T12:00:00.000Z')]],
    ]);
    await given.thenReadModel(async () => {
      const { rows } = await kit.pool.query(
        `SELECT car_model_id, base_discount, additional_discounts_0, collected_discounts_0, dealer_delivery_cents, delivery_time, available, confirmed,
                state, discount_sum, revision, updated_by_user_id, updated_by_role, updated_at
           FROM dealer_discount_rows ORDER BY car_model_id`,
      );
      expect(rows).toEqual([
        {
          car_model_id: car1,
          base_discount: 750,
          additional_discounts_0: 125,
          collected_discounts_0: 200,
          dealer_delivery_cents: '49900',
          delivery_time: '2_weeks',
          available: true,
          confirmed: true,
          state: 'available',
          discount_sum: 1075,
          revision: 2,
          updated_by_user_id: dealerUser.userId,
          updated_by_role: 'Dealer',
          updated_at: new Date('2026-11-21T12:00:00.000Z'),
        },
        {
          car_model_id: car2,
          base_discount: 500,
          additional_discounts_0: null,
          collected_discounts_0: 200,
          dealer_delivery_cents: null,
          delivery_time: null,
          available: false,
          confirmed: false,
          state: 'unavailable',
          discount_sum: 700,
          revision: 1,
          updated_by_user_id: admin.userId,
          updated_by_role: 'Admin',
          updated_at: new Date('2026-11-21T11:00:00.000Z'),
        },
      ]);
      const editors = await kit.pool.query('SELECT cell_editors FROM dealer_discount_rows WHERE car_model_id = $1', [car1]);
      expect(editors.rows[0].cell_editors).toMatchObject({
        base_discount: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T10:00:00.000Z' },
        collected_discounts_0: { user_id: admin.userId, role: 'Admin', acting_for_dealer_id: scope.dealerId, at: '2026-11-21T11:00:00.000Z' },
        confirmed: { user_id: dealerUser.userId, at: '2026-11-21T12:00:00.000Z' },
      });
      const scopes = await kit.pool.query('SELECT revision FROM dealer_discount_scopes');
      expect(scopes.rows).toEqual([{ revision: 2 }]);
    });
  });

  it('writes one history row per cell change with actor, acting-for, operation and source scope', async () => {
    const copied: DiscountTableEvent = {
      type: 'DiscountsCopied',
      data: {
        scope,
        operationId: 'copy-9',
        sourceScope: { customerGroup: 'b2c', bankId: scope.bankId },
        rows: [{ carModelId: car2, changes: [{ field: 'delivery_time', oldValue: null, newValue: '4_to_6_weeks' }] }],
        copiedAt: '2026-11-21T13:00:00.000Z',
      },
    };
    // Batch size 1: each event in its own batch, so rows are read back between batches.
    const given = spec({ batchSize: 1 }).given([[stream, [event(edited, dealerUser, '2026-11-21T10:00:00.000Z'), event(bulk, admin, '2026-11-21T11:00:00.000Z')]]]);
    await given.when([[stream, [event(copied, admin, '2026-11-21T13:00:00.000Z')]]]).thenReadModel(async () => {
      const history = await kit.pool.query(
        `SELECT kind, car_model_id, field, old_value, new_value, user_id, role, acting_for_dealer_id, operation_id, source_customer_group
           FROM dealer_discount_history ORDER BY position, seq`,
      );
      expect(history.rows).toHaveLength(10);
      expect(history.rows[0]).toEqual({
        kind: 'edit',
        car_model_id: car1,
        field: 'base_discount',
        old_value: null,
        new_value: 750,
        user_id: dealerUser.userId,
        role: 'Dealer',
        acting_for_dealer_id: null,
        operation_id: null,
        source_customer_group: null,
      });
      expect(history.rows[7]).toMatchObject({ kind: 'update_all', field: 'collected_discounts_0', new_value: 200, user_id: admin.userId, acting_for_dealer_id: scope.dealerId, operation_id: 'op-1' });
      expect(history.rows[9]).toMatchObject({ kind: 'copy', car_model_id: car2, new_value: '4_to_6_weeks', operation_id: 'copy-9', source_customer_group: 'b2c' });
      // Rows folded across batches: car2 kept its earlier cells.
      const car2Row = await kit.pool.query('SELECT base_discount, collected_discounts_0, delivery_time, state FROM dealer_discount_rows WHERE car_model_id = $1', [car2]);
      expect(car2Row.rows).toEqual([{ base_discount: 500, collected_discounts_0: 200, delivery_time: '4_to_6_weeks', state: 'unavailable' }]);
    });
  });

  it('gives the same rows and cell editors in batches of 1, 2 and all, over two tables at once', async () => {
    // A batch reads each table's rows on its own and sends only its own cell editors (merged in
    // SQL with the stored ones): every batching must fold to the same rows as one batch does.
    const b2c: DiscountScope = { ...scope, customerGroup: 'b2c' };
    const b2cStream = `discountTable-${scope.dealerId}-b2c-${scope.bankId}-${scope.manufacturerId}`;
    const b2cEdit: DiscountTableEvent = {
      type: 'DiscountCellsEdited',
      data: { scope: b2c, basedOnRevision: -1, reason: 'save', changes: [{ carModelId: car1, field: 'base_discount', oldValue: null, newValue: 300 }], editedAt: '2026-11-21T10:30:00.000Z' },
    };
    const rebase: DiscountTableEvent = {
      type: 'DiscountsBulkUpdated',
      data: { scope, operationId: 'op-2', rows: [{ carModelId: car1, changes: [{ field: 'base_discount', oldValue: 750, newValue: 775 }] }], updatedAt: '2026-11-21T13:00:00.000Z' },
    };
    const streams: [string, NewEvent[]][] = [
      [stream, [event(edited, dealerUser, '2026-11-21T10:00:00.000Z'), event(bulk, admin, '2026-11-21T11:00:00.000Z')]],
      [b2cStream, [event(b2cEdit, dealerUser, '2026-11-21T10:30:00.000Z')]],
      [stream, [event(confirmed, dealerUser, '2026-11-21T12:00:00.000Z'), event(rebase, admin, '2026-11-21T13:00:00.000Z')]],
    ];
    const read = async () =>
      (
        await kit.pool.query(
          `SELECT customer_group, car_model_id, base_discount, collected_discounts_0, confirmed, state, discount_sum, revision, updated_by_user_id, cell_editors
             FROM dealer_discount_rows ORDER BY customer_group, car_model_id`,
        )
      ).rows;
    // At once first, then one and two events per batch: the same rows each time.
    const whole = await spec().given(streams).thenSameForEveryBatching(read, [Infinity, 1, 2]);
    expect(whole).toHaveLength(3);
    expect(whole[0].cell_editors).toEqual({
      base_discount: { user_id: admin.userId, role: 'Admin', acting_for_dealer_id: scope.dealerId, at: '2026-11-21T13:00:00.000Z' },
      additional_discounts_0: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T10:00:00.000Z' },
      available: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T10:00:00.000Z' },
      delivery_time: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T10:00:00.000Z' },
      dealer_delivery_cents: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T10:00:00.000Z' },
      collected_discounts_0: { user_id: admin.userId, role: 'Admin', acting_for_dealer_id: scope.dealerId, at: '2026-11-21T11:00:00.000Z' },
      confirmed: { user_id: dealerUser.userId, role: 'Dealer', acting_for_dealer_id: null, at: '2026-11-21T12:00:00.000Z' },
    });
    expect(whole[2]).toMatchObject({ customer_group: 'b2c', car_model_id: car1, base_discount: 300 });
  });

  it('keeps the layout per dealer and brand and records its changes', async () => {
    const layoutStream = `discountLayout-${scope.dealerId}-${scope.manufacturerId}`;
    const layout = (previousNumber: number, numberAdditionalDiscounts: number, removing: boolean) => ({
      type: 'DiscountLayoutChanged' as const,
      data: { dealerId: scope.dealerId, manufacturerId: scope.manufacturerId, previousNumber, numberAdditionalDiscounts, removing, changedAt: '2026-11-21T10:00:00.000Z' },
    });
    const given = spec().given([[layoutStream, [event(layout(1, 3, false), dealerUser, '2026-11-21T10:00:00.000Z'), event(layout(3, 2, true), dealerUser, '2026-11-21T10:05:00.000Z')]]]);
    await given.thenReadModel(async () => {
      const { rows } = await kit.pool.query('SELECT number_additional_discounts FROM dealer_discount_layouts');
      expect(rows).toEqual([{ number_additional_discounts: 2 }]);
      const history = await kit.pool.query(`SELECT kind, old_value, new_value FROM dealer_discount_history ORDER BY position`);
      expect(history.rows).toEqual([
        { kind: 'layout', old_value: 1, new_value: 3 },
        { kind: 'layout', old_value: 3, new_value: 2 },
      ]);
    });
  });

  it('keeps the rows\' scope statistics in public after a rebuild swapped fresh tables in', async () => {
    await spec()
      .given([[stream, [event(edited, dealerUser, '2026-11-21T10:00:00.000Z')]]])
      .thenReadModel(async () => {
        await rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection: dealerDiscountsProjection, lockTimeoutMs: 5000, log: capturingLogger().log });
        const { rows } = await kit.pool.query(`SELECT stxnamespace::regnamespace::text AS schema FROM pg_statistic_ext WHERE stxname = 'dealer_discount_rows_scope_stats'`);
        expect(rows).toEqual([{ schema: 'public' }]);
      });
  });
});
