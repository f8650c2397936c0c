import type { DiscountTableResponse, UpdateAllPreviewResponse } from '@autoleasing/contracts';
import type { JobEnvelope, JobQueues } from '@autoleasing/infra';
import { JOB_QUEUES_TOKEN } from '../../core/tokens';
import { http } from '../wall/test/wall-test-kit';
import { useDealerTableTest } from './test/dealer-table-test-kit';

jest.setTimeout(120_000);

/**
 * Issue 21 at the api: update_all's relative form `{ field, add }` (checked per row before
 * anything is queued, previewed by update_all/preview) and the table's sort, sort_direction and
 * per_page. The dealer-discounts projection runs beside the app; no worker runs, so queued jobs
 * stay where the test reads them.
 */
describe('dealer discounts: relative update_all, preview, sorting and page size', () => {
  const kit = useDealerTableTest('discount_relative_sort');
  const { get, post, base, scope, scopeQuery } = kit;
  let queues: JobQueues;
  /** Three filled rows: base 5 %, 7,5 % and 99,5 %; the brand's other models are empty. */
  let filled: { id: string; name: string; series: string }[];

  beforeAll(async () => {
    queues = kit.t.app.get<symbol, JobQueues>(JOB_QUEUES_TOKEN);
    kit.manufacturerId = (await kit.pool.query(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
    kit.bankId = (await get(`${base()}/banks`).expect(200)).body.banks[0].id;
    const models = await kit.pool.query<{ id: string; name: string; series: string }>(
      `SELECT cm.id, cm.name, cs.name AS series FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
        WHERE cm.manufacturer_id = $1 ORDER BY cs.name, cm.name, cm.id LIMIT 3`,
      [kit.manufacturerId],
    );
    filled = models.rows;
    const row = (id: string, base_discount: number) => ({ car_model_id: id, base_discount, available: true, delivery_time: '2_to_3_months', factory_delivery_cents: 89000 });
    await post(`${base()}/discounts`, { ...scope(), revision: -1, discounts: [row(filled[0].id, 7.5), row(filled[1].id, 5), row(filled[2].id, 99.5)] }).expect(200);
  });

  const table = async (extra: string): Promise<DiscountTableResponse> =>
    (await get(`${base()}/discounts?${scopeQuery()}${extra}`).expect(200)).body;
  const waiting = async () => (await queues.queue('discounts').getJobCounts('waiting')).waiting;
  const relative = (add: number, excluded: string[] = [], field = 'base_discount') => ({ ...scope(), exclude_car_model_ids: excluded, discount: { field, add } });

  it('previews a relative change: rows affected and skipped, smallest and largest before and after, the rows refused', async () => {
    const preview: UpdateAllPreviewResponse = (await post(`${base()}/discounts/update_all/preview`, relative(1)).expect(200)).body;
    const total = (await table('')).total_count;
    expect(preview).toEqual({
      field: 'base_discount',
      rows_affected: 3,
      rows_skipped: total - 3,
      before: { min: 5, max: 99.5 },
      after: { min: 6, max: 100.5 },
      invalid_rows: [
        {
          car_model_id: filled[2].id,
          car_model_name: filled[2].name,
          value: 99.5,
          result: 100.5,
          message: expect.stringContaining('außerhalb des erlaubten Bereichs'),
        },
      ],
    });
    const lower: UpdateAllPreviewResponse = (await post(`${base()}/discounts/update_all/preview`, relative(-5.5, [filled[2].id])).expect(200)).body;
    expect(lower).toMatchObject({ rows_affected: 2, before: { min: 5, max: 7.5 }, after: { min: -0.5, max: 2 }, invalid_rows: [{ car_model_id: filled[1].id, result: -0.5 }] });
    const money: UpdateAllPreviewResponse = (await post(`${base()}/discounts/update_all/preview`, relative(-9000, [], 'factory_delivery_cents')).expect(200)).body;
    expect(money).toMatchObject({ rows_affected: 3, before: { min: 89000, max: 89000 }, after: { min: 80000, max: 80000 }, invalid_rows: [] });
  });

  it('refuses a relative update_all with a row out of range: 422 naming car model and field per row, nothing queued', async () => {
    const before = await waiting();
    const refused = await post(`${base()}/discounts/update_all`, relative(1)).expect(422);
    expect(refused.body).toMatchObject({
      code: 'discount_validation_failed',
      message: 'Eine Zeile läge nach der Änderung außerhalb des erlaubten Bereichs. Es wurde nichts gestartet.',
      details: [{ field: `${filled[2].id}.base_discount`, code: 'out_of_range', message: expect.stringContaining(filled[2].name) }],
    });
    for (const discount of [
      { field: 'base_discount', add: 0 },
      { field: 'base_discount', add: 0.125 },
      { field: 'base_discount', add: '1' },
      { field: 'delivery_time', add: 1 },
      { field: 'dealer_delivery_cents', add: 0.5 },
      { field: 'additional_discounts_4', add: 1 },
      { field: 'base_discount', add: 1, value: 2 },
    ]) {
      await post(`${base()}/discounts/update_all`, { ...scope(), exclude_car_model_ids: [], discount }).expect(422);
      await post(`${base()}/discounts/update_all/preview`, { ...scope(), exclude_car_model_ids: [], discount }).expect(422);
    }
    await post(`${base()}/discounts/update_all/preview`, { ...scope(), exclude_car_model_ids: [], discount: { field: 'base_discount', value: 3 } }).expect(422);
    expect(await waiting()).toBe(before);
  });

  it('queues a relative update_all whose rows all stay in range, with the add in the job', async () => {
    const accepted = await post(`${base()}/discounts/update_all`, relative(-1, [filled[2].id])).expect(202);
    const job = (await queues.find(accepted.body.job_id))!.data as JobEnvelope<'discounts.update_all'>;
    expect(job.payload.request).toMatchObject({ exclude_car_model_ids: [filled[2].id], discount: { field: 'base_discount', add: -1 } });
  });

  it('keeps the preview to the dealer: other dealer 404, customer 403, visitor 401, Admin for the dealer 200', async () => {
    await post(`${base(kit.otherDealerId)}/discounts/update_all/preview`, relative(1)).expect(404);
    await post(`${base()}/discounts/update_all/preview`, relative(1), kit.tokens.customer).expect(403);
    await http(kit.t).post(`${base()}/discounts/update_all/preview`).send(relative(1)).expect(401);
    expect((await post(`${base()}/discounts/update_all/preview`, relative(1), kit.tokens.admin).expect(200)).body.rows_affected).toBe(3);
  });

  it('sorts by any column on the server, empty cells last, ties by model name and id', async () => {
    const down = await table('&sort=base_discount&sort_direction=desc&per_page=50');
    expect(down.discounts.slice(0, 3).map((r) => r.base_discount)).toEqual([99.5, 7.5, 5]);
    expect(down.discounts.slice(3).every((r) => r.base_discount === null)).toBe(true);
    expect(down).toMatchObject({ sort: 'base_discount', sort_direction: 'desc', per_page: 50 });
    const up = await table('&sort=base_discount');
    expect(up.discounts.slice(0, 3).map((r) => r.base_discount)).toEqual([5, 7.5, 99.5]);
    const empties = down.discounts.slice(3).map((r) => r.car_model_name);
    expect(empties).toEqual([...empties].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySum = await table('&sort=discount_sum&sort_direction=desc');
    expect(bySum.discounts[0].car_model_id).toBe(filled[2].id);
    const byName = await table('&sort=car_model_name&per_page=100');
    const names = byName.discounts.map((r) => r.car_model_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The past view sorts the same way, in memory.
    const past = await table(`&sort=base_discount&sort_direction=desc&as_of=${encodeURIComponent(new Date().toISOString())}`);
    expect(past.discounts.slice(0, 3).map((r) => r.base_discount)).toEqual([99.5, 7.5, 5]);
  });

  it('sorts again after the table changed (the sorted order is kept per table revision)', async () => {
    const first = await table('&sort=base_discount&sort_direction=desc');
    expect(first.discounts[0].car_model_id).toBe(filled[2].id);
    await post(`${base()}/discounts`, { ...scope(), revision: first.revision, discounts: [{ car_model_id: filled[1].id, base_discount: 99.9 }] }).expect(200);
    const again = await table('&sort=base_discount&sort_direction=desc');
    expect(again.discounts.slice(0, 2).map((r) => [r.car_model_id, r.base_discount])).toEqual([
      [filled[1].id, 99.9],
      [filled[2].id, 99.5],
    ]);
    await post(`${base()}/discounts`, { ...scope(), revision: again.revision, discounts: [{ car_model_id: filled[1].id, base_discount: 5 }] }).expect(200);
  });

  it('pages by 20 by default, 50 or 100 on request; page_count follows', async () => {
    const standard = await table('');
    expect(standard).toMatchObject({ per_page: 20, sort: null, sort_direction: 'asc' });
    expect(standard.discounts.length).toBe(Math.min(20, standard.total_count));
    const fifty = await table('&per_page=50');
    expect(fifty.discounts.length).toBe(Math.min(50, fifty.total_count));
    expect(fifty.page_count).toBe(Math.ceil(fifty.total_count / 50));
    const second = await table('&per_page=20&page=2');
    expect(second.discounts[0]?.car_model_id).toBe(fifty.discounts[20]?.car_model_id);
  });

  it('answers 400 with a German message and a stable code for a sort, direction or page size it does not offer', async () => {
    for (const extra of ['&sort=colour', '&sort_direction=up', '&per_page=30', '&per_page=1000', '&per_page=abc', '&sort=base_discount&sort=state']) {
      const response = await get(`${base()}/discounts?${scopeQuery()}${extra}`).expect(400);
      expect(response.body).toMatchObject({ code: 'invalid_parameter', message: expect.stringMatching(/[„“]/) });
    }
    await get(`${base(kit.otherDealerId)}/discounts?${scopeQuery()}&sort=base_discount`).expect(404);
    await get(`${base()}/discounts?${scopeQuery()}&sort=base_discount`, kit.tokens.customer).expect(403);
  });

  it('documents the new parameters and the preview in the OpenAPI document', async () => {
    const document = (await http(kit.t).get('/api/docs/json').expect(200)).body;
    const list = document.paths['/api/v1/dealers/{id}/discounts'].get;
    const params = list.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['sort', 'sort_direction', 'per_page']));
    const preview = document.paths['/api/v1/dealers/{id}/discounts/update_all/preview'].post;
    // The schema is generated from the contracts type (ResponseBodies), no longer a hand-written DTO.
    expect(preview.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/UpdateAllPreviewResponse');
    expect(document.components.schemas.UpdateAllPreviewResponse.properties).toHaveProperty('invalid_rows');
  });
});
