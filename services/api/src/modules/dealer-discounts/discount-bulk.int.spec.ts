import { randomUUID } from 'node:crypto';
import type { DiscountJobAccepted, JobStatusResponse } from '@autoleasing/contracts';
import type { JobEnvelope, JobQueues } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { JOB_QUEUES_TOKEN } from '../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';

jest.setTimeout(120_000);

/**
 * update_all and copy at the api: 202 at once with job and operation id, the job queued with
 * what the worker needs (its processing, retries and kill test: services/worker
 * processors/discounts), every check that can fail before the job runs, and the dealer scope rule.
 * No worker runs here, so each queued job stays waiting where the test can read it.
 */
describe('dealer discounts: update_all and copy endpoints', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let queues: JobQueues;
  let dealerToken: string;
  let adminToken: string;
  let customerToken: string;
  let dealerId: string;
  let dealerUserId: string;
  let otherDealerId: string;
  let adminUserId: string;
  let bankId: string;
  let foreignBankId: string;
  let manufacturerId: string;
  let carModels: string[];

  beforeAll(async () => {
    t = await startApiTestApp('discount_bulk_api');
    pool = poolOf(t);
    await seedDemoUsers(pool);
    queues = t.app.get<symbol, JobQueues>(JOB_QUEUES_TOKEN);
    dealerToken = await login(t, DEMO.Dealer);
    adminToken = await login(t, DEMO.Admin);
    customerToken = await login(t, DEMO.b2c);
    const users = await pool.query<{ email: string; id: string; dealer_id: string | null }>('SELECT id, email, dealer_id FROM users WHERE email = ANY($1)', [[DEMO.Dealer, DEMO.Admin]]);
    dealerId = users.rows.find((u) => u.email === DEMO.Dealer)!.dealer_id!;
    dealerUserId = users.rows.find((u) => u.email === DEMO.Dealer)!.id;
    adminUserId = users.rows.find((u) => u.email === DEMO.Admin)!.id;
    otherDealerId = (await pool.query('SELECT id FROM dealers WHERE id <> $1 ORDER BY id LIMIT 1', [dealerId])).rows[0].id;
    manufacturerId = (await pool.query(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
    carModels = (await pool.query('SELECT id FROM car_models WHERE manufacturer_id = $1 ORDER BY id', [manufacturerId])).rows.map((r) => r.id);
    const banks = (await get(`/api/v1/dealers/${dealerId}/banks`).expect(200)).body.banks.map((b: { id: string }) => b.id);
    bankId = banks[0];
    // A bank the dealer does not work with (its banks are those of its offers).
    foreignBankId = (await pool.query('SELECT id FROM banks WHERE id <> ALL($1::uuid[]) LIMIT 1', [banks])).rows[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token = dealerToken) => http(t).get(path).set('authorization', `Bearer ${token}`);
  const post = (path: string, body: object, token = dealerToken) => http(t).post(path).set('authorization', `Bearer ${token}`).send(body);
  const base = (id = dealerId) => `/api/v1/dealers/${id}/discounts`;
  const scope = (bank = bankId) => ({ customer_group: 'b2b', bank_id: bank, manufacturer_id: manufacturerId });
  const queued = async (jobId: string) => (await queues.find(jobId))!.data as JobEnvelope;

  it('update_all answers 202 at once with the job and operation id; the job carries the request and who asked', async () => {
    const excluded = [carModels[1], carModels[2].toUpperCase()];
    const response = await post(`${base()}/update_all`, {
      ...scope(),
      filters: { state: ['data_missing'], fuel_type: 'petrol,diesel', search: 'Golf' },
      exclude_car_model_ids: excluded,
      discount: { field: 'base_discount', value: 17.5 },
    }).expect(202);
    const accepted = response.body as DiscountJobAccepted;
    expect(accepted).toEqual({ job_id: `discounts--${accepted.operation_id}`, operation_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const status: JobStatusResponse = (await get(`/api/v1/jobs/${accepted.job_id}`).expect(200)).body;
    expect(status).toMatchObject({ id: accepted.job_id, name: 'discounts.update_all', state: 'waiting', progress: 0 });
    const job = await queued(accepted.job_id);
    expect(job.requestedBy).toEqual({ userId: dealerUserId, role: 'Dealer', actingForDealerId: dealerId });
    expect(job.payload).toEqual({
      operationId: accepted.operation_id,
      dealerId,
      actor: { userId: dealerUserId, role: 'Dealer', actingForDealerId: dealerId },
      request: {
        ...scope(),
        filters: { state: ['data_missing'], fuel_type: ['petrol', 'diesel'], search: 'Golf' },
        exclude_car_model_ids: [carModels[1], carModels[2]],
        discount: { field: 'base_discount', value: 17.5 },
      },
    });
  });

  it('refuses what the job could not do: 422 per column for a bad value, 400 for bad parameters, nothing queued', async () => {
    const counts = async () => (await queues.queue('discounts').getJobCounts('waiting')).waiting;
    const before = await counts();
    const bad = await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], discount: { field: 'base_discount', value: 120 } }).expect(422);
    expect(bad.body).toMatchObject({ code: 'discount_validation_failed' });
    expect(JSON.stringify(bad.body)).toContain('*.base_discount');
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], discount: { field: 'additional_discounts_3', value: 1 } }).expect(422);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], discount: { confirmed: true, field: 'available', value: true } }).expect(422);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], discount: { collected_discounts: [1, 2] } }).expect(422);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: ['nope'], discount: { confirmed: true } }).expect(400);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], filters: { colour: ['red'] }, discount: { confirmed: true } }).expect(400);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], filters: { fuel_type: ['kerosin'] }, discount: { confirmed: true } }).expect(400);
    await post(`${base()}/update_all`, { ...scope(), exclude_car_model_ids: [], discount: { confirmed: true }, extra: 1 }).expect(400);
    await post(`${base()}/update_all`, { customer_group: 'b2b', bank_id: bankId, exclude_car_model_ids: [], discount: { confirmed: true } }).expect(400);
    await post(`${base()}/copy`, { ...scope(), source_scope: { customer_group: 'b2b', bank_id: bankId } }).expect(400);
    await post(`${base()}/copy`, { ...scope(), source_scope: { customer_group: 'b2x', bank_id: bankId } }).expect(400);
    await post(`${base()}/copy`, { ...scope(), source_scope: { customer_group: 'b2b', bank_id: foreignBankId } }).expect(404);
    // A bank or brand that is not the dealer's: 404 like every scope of the dealer area.
    const foreignBrand = (await pool.query(`SELECT m.id FROM manufacturers m JOIN dealers d ON d.id = $1 WHERE NOT (m.slug = ANY(d.brand_slugs)) LIMIT 1`, [dealerId])).rows[0].id;
    await post(`${base()}/update_all`, { ...scope(), manufacturer_id: foreignBrand, exclude_car_model_ids: [], discount: { confirmed: true } }).expect(404);
    expect(await counts()).toBe(before);
  });

  it('copy answers 202 with the source scope in the job', async () => {
    const response = await post(`${base()}/copy`, { ...scope(), customer_group: 'b2c', source_scope: { customer_group: 'b2b', bank_id: bankId } }).expect(202);
    const job = await queued(response.body.job_id);
    expect(job.payload).toEqual({
      operationId: response.body.operation_id,
      dealerId,
      actor: { userId: dealerUserId, role: 'Dealer', actingForDealerId: dealerId },
      request: { customer_group: 'b2c', bank_id: bankId, manufacturer_id: manufacturerId, source_scope: { customer_group: 'b2b', bank_id: bankId } },
    });
    expect((await get(`/api/v1/jobs/${response.body.job_id}`).expect(200)).body.name).toBe('discounts.copy');
  });

  it('keeps to the dealer scope: another dealer’s id is 404, customers 403, visitors 401; an Admin acts for the dealer', async () => {
    const body = { ...scope(), exclude_car_model_ids: [], discount: { field: 'base_discount', value: 5 } };
    await post(`${base(otherDealerId)}/update_all`, body).expect(404);
    await post(`${base(otherDealerId)}/copy`, { ...scope(), source_scope: { customer_group: 'b2c', bank_id: bankId } }).expect(404);
    await post(`${base()}/update_all`, body, customerToken).expect(403);
    await post(`${base()}/copy`, { ...scope(), source_scope: { customer_group: 'b2c', bank_id: bankId } }, customerToken).expect(403);
    await http(t).post(`${base()}/update_all`).send(body).expect(401);

    const response = await post(`${base()}/update_all`, body, adminToken).expect(202);
    const job = await queued(response.body.job_id);
    expect(job.payload).toMatchObject({ dealerId, actor: { userId: adminUserId, role: 'Admin', actingForDealerId: dealerId } });
    // The job's status is the requester's: the dealer did not start this one, the Admin did.
    await get(`/api/v1/jobs/${response.body.job_id}`).expect(404);
    await get(`/api/v1/jobs/${response.body.job_id}`, adminToken).expect(200);
  });

  it('a repeated request with the same Idempotency-Key starts one job', async () => {
    const key = randomUUID();
    const body = { ...scope(), exclude_car_model_ids: [], discount: { field: 'stock_discount_offset', value: 2 } };
    const first = await post(`${base()}/update_all`, body).set('idempotency-key', key).expect(202);
    const second = await post(`${base()}/update_all`, body).set('idempotency-key', key).expect(202);
    expect(second.body).toEqual(first.body);
  });
});
