import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Actor, SelfAssessmentFormJobResult } from '@autoleasing/contracts';
import { DEAL_EVENT_SCHEMAS, dealDecider, type DealCommand, type DealEvent, dealStreamId, type FinalOfferTerms, fold, selfAssessmentDetailsVersion } from '@autoleasing/domain';
import {
  CommandHandler,
  createPgPool,
  createPostgresEventStore,
  createRedisConnection,
  describeJob,
  EventTypeRegistry,
  generateDemoData, loadSecondFactorKey,
  JobQueues,
  loadRuntimeConfig,
  type EventStore,
} from '@autoleasing/infra';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@autoleasing/infra/testing';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { PDFDocument } from 'pdf-lib';
import type { Pool } from 'pg';
import { startWorkerApp, type WorkerApp } from '../../worker-app';
import { createDocumentStorage, loadDocumentsConfig } from '@autoleasing/infra';
import { selfAssessmentFormProcessor } from './self-assessment-form.processor';
import { shownText } from './test/pdf-text';
import { TABLE_OWNERS } from '@autoleasing/projections';

jest.setTimeout(60_000);

const offer: FinalOfferTerms = {
  months: 36, kmPerYear: 15000, listPriceCents: 3899000, downpaymentCents: 150000, fleetSize: 1, offerType: 'other',
  bafaBonusAvailable: false, insuranceEnabled: false, servicePackageEnabled: true, deliveryOption: 'by_home',
  financeRateCents: 29990, serviceRateCents: 2500, insuranceRateCents: 0, priceInCentsPerExtraKm: 9, discountInCentsPerUntappedKm: 4,
};

/** The Selbstauskunft job end to end: real worker, BullMQ on Redis, PostgreSQL, disk storage. */
describe('deal.self_assessment_form (real worker, BullMQ, PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: Pool;
  let store: EventStore;
  let worker: WorkerApp;
  let queues: JobQueues;
  let queueEvents: QueueEvents;
  let dir: string;
  let customerId: string;
  let carModelId: string;
  const redis = createRedisConnection('redis://127.0.0.1:6379');
  const eventsConnection = createRedisConnection('redis://127.0.0.1:6379');
  const prefix = uniqueQueuePrefix('self-assessment');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'self-assessment-'));
    process.env.DOCUMENTS_DIR = dir;
    database = await createTestDatabase('self_assessment', TABLE_OWNERS);
    pool = createPgPool(database.url, 3);
    await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
    customerId = (await pool.query(`SELECT id FROM users WHERE email = 'privat@autoleasing.example'`)).rows[0].id;
    carModelId = (await pool.query('SELECT id FROM car_models ORDER BY id LIMIT 1')).rows[0].id;
    await pool.query(`INSERT INTO customer_private_personal_details (user_id, data) VALUES ($1, $2)`, [
      customerId,
      { salutation: 'ms', first_name: 'Jürgen', last_name: 'Größmann', birthday: '03.09.1985', phone: '0171 2345678', street: 'Königsallee', house_number: '12a', postal_code: '40212', city: 'Düsseldorf', lived_since: '01.04.2015', housing_type: 'rent', number_of_children_to_support: 1 },
    ]);
    await pool.query(`INSERT INTO customer_private_banking_details (user_id, data) VALUES ($1, $2)`, [
      customerId,
      { iban: 'DE89370400440532013000', account_holder: 'Jürgen Größmann', employment_type: 'employee', employed_since: '01.01.2010', monthly_income_cents: 345678 },
    ]);
    const registry = new EventTypeRegistry();
    for (const schema of DEAL_EVENT_SCHEMAS) registry.register(schema);
    store = createPostgresEventStore({ databaseUrl: database.url, registry });
    worker = await startWorkerApp({ ...loadRuntimeConfig(), databaseUrl: database.url }, prefix);
    queues = new JobQueues(redis, prefix);
    queueEvents = new QueueEvents('self-assessment', { connection: eventsConnection, prefix });
    await queueEvents.waitUntilReady();
  });
  afterAll(async () => {
    await queueEvents?.close();
    await worker?.close();
    await queues?.close();
    await store?.close();
    await pool?.end();
    await redis.quit();
    await eventsConnection.quit();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.DOCUMENTS_DIR;
  });

  async function createDeal(): Promise<string> {
    const dealId = randomUUID();
    await new CommandHandler(store, pool).execute(dealStreamId(dealId), dealDecider, {
      type: 'CreateDeal', dealId, customerId, customerGroup: 'b2c', carSpecId: randomUUID(), carModelId, finalOfferId: randomUUID(), offer, financeOptions: 'monthly', deliveryTime: null,
    }, { metadata: { actor: { userId: customerId, role: 'Customer' }, correlationId: 'test', causationId: 'test' } });
    return dealId;
  }

  async function runJob(dealId: string) {
    const requestedBy: Actor = { userId: customerId, role: 'Customer' };
    const id = await queues.enqueue('deal.self_assessment_form', { payload: { dealId, customerId }, requestedBy, correlationId: randomUUID() }, { key: dealId });
    const job = (await queues.find(id))!;
    await job.waitUntilFinished(queueEvents, 30_000);
    return { id, status: await describeJob((await queues.find(id))!) };
  }

  const formEvents = async (dealId: string) =>
    (await store.readStream(dealStreamId(dealId))).filter((e) => e.type === 'DealSelfAssessmentFormGenerated');

  it('renders the PDF from the stored details, stores it as the deal\'s document and records the event', async () => {
    const dealId = await createDeal();
    const { id, status } = await runJob(dealId);
    expect(id).toBe(`self-assessment--${dealId}`);
    expect(status).toMatchObject({ state: 'completed', progress: 100 });
    const result = status.result as SelfAssessmentFormJobResult;
    expect(result).toMatchObject({ created: true, download_url: `/api/v1/documents/${result.documentId}` });

    const { rows } = await pool.query('SELECT * FROM documents WHERE deal_id = $1', [dealId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: result.documentId, owner_customer_id: customerId, attachment_type: 'self_assessment_form', attached_to: 'deal', content_type: 'application/pdf' });
    const bytes = readFileSync(join(dir, rows[0].s3_key));
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(rows[0].size_bytes).toBe(bytes.length);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Selbstauskunft – Jürgen Größmann');
    const text = (await shownText(bytes)).join('\n');
    expect(text).toContain('Jürgen Größmann');
    expect(text).toContain('Königsallee 12a, 40212 Düsseldorf');
    expect(text).toContain('€ 3.456,78'); // income
    expect(text).toContain('€ 324,90'); // finance rate + service package

    const events = await formEvents(dealId);
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ dealId, documentId: result.documentId, generatedAt: expect.any(String), detailsVersion: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(events[0].metadata.actor).toEqual({ userId: customerId, role: 'Customer' });
  });

  it('creates one PDF and one event when the job runs twice', async () => {
    const dealId = await createDeal();
    const first = await runJob(dealId);
    // The same key again while the job is kept: BullMQ hands back the same job.
    expect((await runJob(dealId)).id).toBe(first.id);
    // And when the job is gone and runs again for real:
    await (await queues.find(first.id))!.remove();
    const second = await runJob(dealId);
    expect(second.status.state).toBe('completed');
    expect(second.status.result).toMatchObject({ created: false, documentId: (first.status.result as SelfAssessmentFormJobResult).documentId });
    expect(await formEvents(dealId)).toHaveLength(1);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM documents WHERE deal_id = $1', [dealId]);
    expect(rows[0].n).toBe(1);
  });

  it('stores one PDF and records one event when two runs overlap (a stalled job taken over)', async () => {
    const dealId = await createDeal();
    // Real BullMQ jobs on a queue no worker consumes, handed to the processor at the same time.
    const parked = new Queue('self-assessment-parked', { connection: redis, prefix });
    const envelope = { payload: { dealId, customerId }, requestedBy: { userId: customerId, role: 'Customer' as const }, correlationId: 'overlap' };
    const jobs = [await parked.add('deal.self_assessment_form', envelope), await parked.add('deal.self_assessment_form', envelope)];
    const processor = selfAssessmentFormProcessor(pool, store, createDocumentStorage(loadDocumentsConfig(process.env)));
    const results = await Promise.all(jobs.map((job) => processor(job as Job)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.documentId)).size).toBe(1);
    expect(await formEvents(dealId)).toHaveLength(1);
    const { rows } = await pool.query<{ s3_key: string }>('SELECT s3_key FROM documents WHERE deal_id = $1', [dealId]);
    expect(rows).toHaveLength(1);
    // The losing run's file is gone too: one PDF in the customer's folder for this deal.
    expect(readdirSync(join(dir, 'customers', customerId)).filter((d) => existsSync(join(dir, 'customers', customerId, d, 'Selbstauskunft.pdf'))).length).toBe(
      (await pool.query('SELECT count(*)::int AS n FROM documents WHERE owner_customer_id = $1', [customerId])).rows[0].n,
    );
    await parked.obliterate({ force: true });
    await parked.close();
  });

  /** The version as the api computes it: the stored details and the deal's configuration now. */
  async function currentVersion(dealId: string): Promise<string> {
    const details: Record<string, unknown> = {};
    for (const kind of ['private_personal_details', 'private_banking_details']) {
      details[kind] = (await pool.query(`SELECT data FROM customer_${kind} WHERE user_id = $1`, [customerId])).rows[0]?.data ?? null;
    }
    const state = fold(dealDecider, (await store.readStream(dealStreamId(dealId))).map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    if (state.status !== 'open') throw new Error(`deal ${dealId} not open`);
    return selfAssessmentDetailsVersion('b2c', details, state.offer);
  }

  /** As the api queues it: one job per deal and version of details and configuration. */
  async function runVersionedJob(dealId: string) {
    const detailsVersion = await currentVersion(dealId);
    const requestedBy: Actor = { userId: customerId, role: 'Customer' };
    const id = await queues.enqueue('deal.self_assessment_form', { payload: { dealId, customerId, detailsVersion }, requestedBy, correlationId: randomUUID() }, { key: `${dealId}--${detailsVersion}` });
    await (await queues.find(id))!.waitUntilFinished(queueEvents, 30_000);
    return { id, detailsVersion, status: await describeJob((await queues.find(id))!) };
  }

  it('replaces the form when the details changed after it was generated, and makes none for the same details', async () => {
    const dealId = await createDeal();
    const first = await runVersionedJob(dealId);
    expect(first.id).toBe(`self-assessment--${dealId}--${first.detailsVersion}`);
    const firstResult = first.status.result as SelfAssessmentFormJobResult;
    expect(firstResult.created).toBe(true);
    // The same version once more, after the job is gone: no second PDF.
    await (await queues.find(first.id))!.remove();
    expect((await runVersionedJob(dealId)).status.result).toMatchObject({ created: false, documentId: firstResult.documentId });
    const oldKey = (await pool.query('SELECT s3_key FROM documents WHERE id = $1', [firstResult.documentId])).rows[0].s3_key;

    await pool.query(`UPDATE customer_private_personal_details SET data = data || '{"last_name": "Schmidt", "city": "Köln"}'::jsonb WHERE user_id = $1`, [customerId]);
    const second = await runVersionedJob(dealId);
    expect(second.detailsVersion).not.toBe(first.detailsVersion);
    const secondResult = second.status.result as SelfAssessmentFormJobResult;
    expect(secondResult).toMatchObject({ created: true });
    expect(secondResult.documentId).not.toBe(firstResult.documentId);

    const { rows } = await pool.query('SELECT id, s3_key, deleted_at, details_version FROM documents WHERE deal_id = $1 ORDER BY created_at', [dealId]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: firstResult.documentId, deleted_at: expect.any(Date), details_version: first.detailsVersion });
    expect(rows[1]).toMatchObject({ id: secondResult.documentId, deleted_at: null, details_version: second.detailsVersion });
    expect(existsSync(join(dir, oldKey))).toBe(false);
    const bytes = readFileSync(join(dir, rows[1].s3_key));
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Selbstauskunft – Jürgen Schmidt');
    expect((await shownText(bytes)).join('\n')).toContain('40212 Köln');

    const events = (await store.readStream(dealStreamId(dealId))).filter((e) => e.type === 'DealSelfAssessmentFormGenerated' || e.type === 'DealDocumentRemoved');
    expect(events.map((e) => [e.type, (e.data as { documentId: string }).documentId])).toEqual([
      ['DealSelfAssessmentFormGenerated', firstResult.documentId],
      ['DealDocumentRemoved', firstResult.documentId],
      ['DealSelfAssessmentFormGenerated', secondResult.documentId],
    ]);
    expect(events[1].data).toMatchObject({ attachmentType: 'self_assessment_form', actor: { userId: customerId, role: 'Customer' } });
    expect(events[2].data).toMatchObject({ detailsVersion: second.detailsVersion });

    // Two overlapping runs of the new version again: still that one form.
    const parked = new Queue('self-assessment-parked-2', { connection: redis, prefix });
    const envelope = { payload: { dealId, customerId, detailsVersion: 'ffffffffffffffffffffffffffffffff' }, requestedBy: { userId: customerId, role: 'Customer' as const }, correlationId: 'again' };
    const jobs = [await parked.add('deal.self_assessment_form', envelope), await parked.add('deal.self_assessment_form', envelope)];
    const processor = selfAssessmentFormProcessor(pool, store, createDocumentStorage(loadDocumentsConfig(process.env)));
    const results = await Promise.all(jobs.map((job) => processor(job as Job)));
    expect(results.map((r) => r.created)).toEqual([false, false]);
    expect(results.map((r) => r.documentId)).toEqual([secondResult.documentId, secondResult.documentId]);
    expect((await pool.query('SELECT count(*)::int AS n FROM documents WHERE deal_id = $1 AND deleted_at IS NULL', [dealId])).rows[0].n).toBe(1);
    await parked.obliterate({ force: true });
    await parked.close();
  });

  const decide = (dealId: string, command: DealCommand) =>
    new CommandHandler(store, pool).execute(dealStreamId(dealId), dealDecider, command, { metadata: { actor: { userId: customerId, role: 'Customer' }, correlationId: 'test', causationId: 'test' } });

  it('makes a new form with the new figures when term and Anzahlung change before the order (issue 16)', async () => {
    const dealId = await createDeal();
    const first = await runVersionedJob(dealId);
    const firstResult = first.status.result as SelfAssessmentFormJobResult;
    const firstText = (await shownText(readFileSync(join(dir, (await pool.query('SELECT s3_key FROM documents WHERE id = $1', [firstResult.documentId])).rows[0].s3_key)))).join('\n');
    expect(firstText).toContain('36 Monate');
    expect(firstText).toContain('€ 1.500,00');

    // The customer goes back to the configurator: 48 months, then € 8.000 Anzahlung.
    await decide(dealId, { type: 'ChangeConfiguration', offer: { ...offer, months: 48, financeRateCents: 6432 } });
    await decide(dealId, {
      type: 'ChangeDownpayment',
      downpaymentCents: 800000,
      rates: { financeRateCents: 6432, serviceRateCents: 2500, insuranceRateCents: 0, priceInCentsPerExtraKm: 9, discountInCentsPerUntappedKm: 4 },
    });
    const second = await runVersionedJob(dealId);
    expect(second.detailsVersion).not.toBe(first.detailsVersion);
    const secondResult = second.status.result as SelfAssessmentFormJobResult;
    expect(secondResult.created).toBe(true);

    const { rows } = await pool.query('SELECT id, s3_key, deleted_at FROM documents WHERE deal_id = $1 ORDER BY created_at', [dealId]);
    expect(rows.map((r) => [r.id, r.deleted_at === null])).toEqual([
      [firstResult.documentId, false],
      [secondResult.documentId, true],
    ]);
    const text = (await shownText(readFileSync(join(dir, rows[1].s3_key)))).join('\n');
    expect(text).toContain('48 Monate');
    expect(text).toContain('€ 8.000,00');
    expect(text).toContain('€ 89,32'); // 64,32 finance + 25,00 service package
    expect(text).not.toContain('36 Monate');
  });

  it('fails without retrying for a deal that is not the customer\'s', async () => {
    const dealId = await createDeal();
    const id = await queues.enqueue(
      'deal.self_assessment_form',
      { payload: { dealId, customerId: randomUUID() }, requestedBy: { userId: customerId, role: 'Customer' }, correlationId: 'x' },
      { key: dealId },
    );
    const job = (await queues.find(id))!;
    await expect(job.waitUntilFinished(queueEvents, 30_000)).rejects.toThrow('not found');
    const failed = (await queues.find(id))!;
    expect(failed.attemptsMade).toBe(1);
    expect(await formEvents(dealId)).toHaveLength(0);
  });
});
