import type { DiscountHistoryResponse, DiscountTableResponse } from '@autoleasing/contracts';
import { discountTableStreamId } from '@autoleasing/domain';
import { httpSpec, type ApiRequest } from '../../../../../test/http-spec';
import { http } from '../../../wall/test/wall-test-kit';
import { useDealerTableTest } from '../../test/dealer-table-test-kit';

jest.setTimeout(120_000);

/**
 * 'Diesen Stand wiederherstellen' against the real app: the dry run counts, a stale revision
 * answers 409, the restore is a new event (the past stays in the stream), the table shows the
 * values of then, the history audits it as a restore with the moment, and only the dealer of the
 * table (or an Admin acting for it) may restore. Each restore request: when(request) → then(answer,
 * the table stream's new events) (httpSpec), over the table the first case saves through the API.
 */
describe('dealer discounts API: restore a past state', () => {
  const kit = useDealerTableTest('dealer_restore');
  const { get, post, base, scope, scopeQuery } = kit;
  let carModelIds: string[];

  const table = async (): Promise<DiscountTableResponse> =>
    (await get(`${base()}/discounts?${scopeQuery()}`).expect(200)).body;
  const row = (response: DiscountTableResponse, id: string) => response.discounts.find((r) => r.car_model_id === id)!;
  const tableStream = () => discountTableStreamId({ dealerId: kit.dealerId, customerGroup: 'b2b', bankId: kit.bankId, manufacturerId: kit.manufacturerId });
  const restore =
    (body: object, token?: string): ApiRequest =>
    () =>
      post(`${base()}/discounts/restore`, { ...scope(), ...body }, token);
  const complete = (carModelId: string, base_discount: number) => ({
    car_model_id: carModelId,
    base_discount,
    available: true,
    delivery_time: '2_to_3_months',
    factory_delivery_cents: 89000,
  });

  /** The moment of the table's first event: exactly the state after the first save. */
  let firstSaveAt: string;

  it('sets up a table saved twice', async () => {
    kit.bankId = (await get(`${base()}/banks`).expect(200)).body.banks[0].id;
    kit.manufacturerId = (await get(`${base()}/manufacturers`).expect(200)).body.manufacturers.find((m: { slug_name: string }) => m.slug_name === 'vw').id;
    const first = (await table()).discounts.slice(0, 3);
    carModelIds = first.map((r) => r.car_model_id);
    await post(`${base()}/discounts`, { ...scope(), revision: -1, discounts: [complete(carModelIds[0], 10), complete(carModelIds[1], 5)] }).expect(200);
    const [event] = await kit.eventStore.readStream(tableStream(), { limit: 1 });
    firstSaveAt = event.metadata.occurredAt;
    await post(`${base()}/discounts`, { ...scope(), revision: 0, discounts: [{ car_model_id: carModelIds[0], base_discount: 12 }, complete(carModelIds[2], 3)] }).expect(200);
    expect(row(await table(), carModelIds[0]).base_discount).toBe(12);
  });

  it('counts in a dry run what a restore would change and names the current revision, storing nothing', async () => {
    const response = await httpSpec(kit.t)
      .when(restore({ as_of: firstSaveAt, dry_run: true }))
      .then({ status: 200 }, { [tableStream()]: [] });
    // car 0: 12 → 10; car 2: its 4 cells go back to empty (available back to "nobody decided").
    expect(response.body).toEqual({ restored: false, as_of: firstSaveAt, changed_cells: 5, changed_rows: 2, revision: 1 });
    expect((await table()).revision).toBe(1);
  });

  it('answers 409 in German when the table changed since the dealer counted', async () => {
    const response = await httpSpec(kit.t)
      .when(restore({ as_of: firstSaveAt, revision: 0 }))
      .then({ status: 409, body: { code: 'discount_restore_stale' } }, { [tableStream()]: [] });
    expect(response.body.message).toMatch(/inzwischen geändert/);
  });

  it('refuses a moment in the future and a body without a revision', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await httpSpec(kit.t)
      .when(restore({ as_of: future, revision: 1 }))
      .then({ status: 400, body: { code: 'discount_restore_moment_invalid' } }, { [tableStream()]: [] });
    await httpSpec(kit.t)
      .when(restore({ as_of: firstSaveAt }))
      .then({ status: 400, body: { code: 'discount_restore_revision_missing' } }, { [tableStream()]: [] });
  });

  it('keeps the dealer scope: another dealer 404, a customer 403, no session 401', async () => {
    const body = { ...scope(), as_of: firstSaveAt, revision: 1 };
    await post(`/api/v1/dealers/${kit.otherDealerId}/discounts/restore`, body).expect(404);
    await post(`${base()}/discounts/restore`, body, kit.tokens.customer).expect(403);
    await http(kit.t).post(`${base()}/discounts/restore`).send(body).expect(401);
    expect((await table()).revision).toBe(1);
  });

  it('restores as a new event, acting Admin allowed: the table shows the values of then, the past stays', async () => {
    const response = await httpSpec(kit.t)
      .when(restore({ as_of: firstSaveAt, revision: 1 }, kit.tokens.admin))
      .then({ status: 200 }, { [tableStream()]: [{ type: 'DiscountCellsEdited', data: { reason: 'restore', restoredFrom: firstSaveAt }, actor: { role: 'Admin', actingForDealerId: kit.dealerId } }] });
    expect(response.body).toEqual({ restored: true, as_of: firstSaveAt, changed_cells: 5, changed_rows: 2, revision: 2 });
    const now = await table();
    expect(now.revision).toBe(2);
    expect(row(now, carModelIds[0]).base_discount).toBe(10);
    expect(row(now, carModelIds[1]).base_discount).toBe(5);
    expect(row(now, carModelIds[2])).toMatchObject({ base_discount: null, state: 'data_missing' });
    // The past stays: both saves before the restore.
    expect((await kit.eventStore.readStream(tableStream())).map((e) => e.type)).toEqual(['DiscountCellsEdited', 'DiscountCellsEdited', 'DiscountCellsEdited']);
    // A second restore of the same moment finds nothing to change.
    await httpSpec(kit.t)
      .when(restore({ as_of: firstSaveAt, revision: 2 }))
      .then({ status: 200, body: { restored: false, changed_cells: 0, revision: 2 } }, { [tableStream()]: [] });
  });

  it('audits the restore in the history with the moment restored', async () => {
    const history: DiscountHistoryResponse = (await get(`${base()}/discounts/history?car_model_id=${carModelIds[0]}&field=base_discount`).expect(200)).body;
    expect(history.entries[0]).toMatchObject({ kind: 'restore', old_value: 12, new_value: 10, restored_from: firstSaveAt, role: 'Admin' });
    expect(history.entries[1]).toMatchObject({ kind: 'edit', restored_from: null });
  });
});
