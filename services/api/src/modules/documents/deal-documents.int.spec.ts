import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DealDto } from '@autoleasing/contracts';
import { selfAssessmentDetailsVersion, dealStreamId } from '@autoleasing/domain';
import type { JobQueues } from '@autoleasing/infra';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { httpSpec } from '../../../test/http-spec';
import { JOB_QUEUES_TOKEN } from '../../core/tokens';
import { dealEvents, pickOffer, startDealsProjection } from '../checkout/test/checkout-test-kit';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { PNG_BYTES, uploadDocument, userIdOf } from './test/documents-test-kit';

jest.setTimeout(60_000);

let t: ApiTestApp;
let projection: { stop(): Promise<void> };
let dir: string;
let privat: { token: string; id: string };
let gewerbe: { token: string; id: string };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deal-documents-int-'));
  process.env.DOCUMENTS_DIR = dir;
  t = await startApiTestApp('deal_documents');
  await seedDemoUsers(poolOf(t));
  projection = startDealsProjection(t);
  const [a, b] = [await login(t, DEMO.b2c), await login(t, DEMO.b2b)];
  privat = { token: a, id: await userIdOf(t, a) };
  gewerbe = { token: b, id: await userIdOf(t, b) };
});
afterAll(async () => {
  await projection?.stop();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.DOCUMENTS_DIR;
});

async function createDeal(token: string, groups: string[]): Promise<DealDto> {
  const offer = await pickOffer(poolOf(t), groups);
  const response = await http(t)
    .post('/api/v1/checkout/deals')
    .set(auth(token))
    .send({ deal_props: { car_spec_id: offer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true })
    .expect(201);
  return response.body as DealDto;
}

const attach = (token: string, path: string, s3_key: string, attachment_type = 'proof_of_income', contentType = 'application/pdf') =>
  http(t).post(path).set(auth(token)).send({ attachment_type, s3_key, contentType });

describe('deal and final offer attached_documents', () => {
  it('attaches an own upload to the own deal as an event without personal data, shows it on the deal, and removes it', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const key = await uploadDocument(t, privat.token, privat.id);
    const path = `/api/v1/checkout/deals/${deal.id}/attached_documents`;
    const attached = await httpSpec(t)
      .when(() => attach(privat.token, path, key))
      .then(
        { status: 201, body: { attachment_type: 'proof_of_income', s3_key: key, contentType: 'application/pdf', file_name: 'Dokument.pdf' } },
        { [dealStreamId(deal.id)]: [{ type: 'DealDocumentAttached', data: { attachmentType: 'proof_of_income', finalOfferId: null }, actor: { userId: privat.id, role: 'Customer' } }] },
      );
    // Retried, also with an Idempotency-Key: nothing new.
    const nothingNew = { [dealStreamId(deal.id)]: [] };
    await httpSpec(t).when(() => attach(privat.token, path, key)).then({ status: 201 }, nothingNew);
    const keyed = () => http(t).post(path).set(auth(privat.token)).set('idempotency-key', 'attach-0001').send({ attachment_type: 'proof_of_income', s3_key: key, contentType: 'application/pdf' });
    await httpSpec(t).when(keyed).then({ status: 201 }, nothingNew);
    const replayed = await httpSpec(t).when(keyed).then({ status: 201, body: { id: attached.body.id } }, nothingNew);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const attachedEvents = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealDocumentAttached');
    expect(attachedEvents).toEqual([
      {
        type: 'DealDocumentAttached',
        data: { dealId: deal.id, documentId: attached.body.id, attachmentType: 'proof_of_income', finalOfferId: null, actor: { userId: privat.id, role: 'Customer' }, attachedAt: expect.any(String) },
        actor: { userId: privat.id, role: 'Customer' },
      },
    ]);
    const shown = await http(t).get(`/api/v1/checkout/deals/${deal.id}`).set(auth(privat.token)).expect(200);
    expect(shown.body.attached_documents).toEqual([expect.objectContaining({ id: attached.body.id, file_name: 'Dokument.pdf' })]);

    // The same document cannot also go to another target or as another type.
    await httpSpec(t).when(() => attach(privat.token, path, key, 'identity_card')).then({ status: 409 }, nothingNew);
    await httpSpec(t).when(() => attach(privat.token, `/api/v1/checkout/customer/${privat.id}/attached_documents`, key)).then({ status: 409 }, nothingNew);
    // Nor to another deal of the customer's: refused by the document row, with the event and the deal's state unchanged.
    const other = await createDeal(privat.token, ['b2c', 'both']);
    await httpSpec(t)
      .when(() => attach(privat.token, `/api/v1/checkout/deals/${other.id}/attached_documents`, key))
      .then({ status: 409, body: { code: 'document_already_attached' } }, { [dealStreamId(other.id)]: [] });
    expect((await dealEvents(t, other.id)).map((e) => e.type)).toEqual(['DealCreated']);
    const { rows: stillAttached } = await poolOf(t).query('SELECT deal_id FROM documents WHERE s3_key = $1', [key]);
    expect(stillAttached).toEqual([{ deal_id: deal.id }]);

    await httpSpec(t).when(() => http(t).delete(`${path}/${attached.body.id}`).set(auth(gewerbe.token))).then({ status: 404 }, { [dealStreamId(deal.id)]: [] });
    await httpSpec(t)
      .when(() => http(t).delete(`${path}/${attached.body.id}`).set(auth(privat.token)))
      .then({ status: 204 }, { [dealStreamId(deal.id)]: [{ type: 'DealDocumentRemoved', data: { documentId: attached.body.id, attachmentType: 'proof_of_income' } }] });
    expect(existsSync(join(dir, key))).toBe(false);
    const removed = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealDocumentRemoved');
    expect(removed).toHaveLength(1);
    expect(removed[0].data).toMatchObject({ documentId: attached.body.id, attachmentType: 'proof_of_income' });
    await http(t).delete(`${path}/${attached.body.id}`).set(auth(privat.token)).expect(404);
  });

  it('attaches to the final offer of the own deal', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const key = await uploadDocument(t, privat.token, privat.id, PNG_BYTES, 'image/png');
    const path = `/api/v1/checkout/final_offers/${deal.final_offer.id}/attached_documents`;
    const attached = await httpSpec(t)
      .when(() => attach(privat.token, path, key, 'identity_card', 'image/png'))
      .then({ status: 201 }, { [dealStreamId(deal.id)]: [{ type: 'DealDocumentAttached', data: { attachmentType: 'identity_card', finalOfferId: deal.final_offer.id } }] });
    const [event] = (await dealEvents(t, deal.id)).filter((e) => e.type === 'DealDocumentAttached');
    expect(event.data).toMatchObject({ documentId: attached.body.id, finalOfferId: deal.final_offer.id });
    // Not a document of the deal itself:
    await http(t).delete(`/api/v1/checkout/deals/${deal.id}/attached_documents/${attached.body.id}`).set(auth(privat.token)).expect(404);
    await http(t).delete(`${path}/${attached.body.id}`).set(auth(privat.token)).expect(204);
  });

  it('answers 404 for another customer\'s deal, final offer or upload, and stores nothing', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const theirs = await createDeal(gewerbe.token, ['b2b', 'both']);
    const myKey = await uploadDocument(t, privat.token, privat.id);
    const theirKey = await uploadDocument(t, gewerbe.token, gewerbe.id);
    const nothing = { [dealStreamId(deal.id)]: [], [dealStreamId(theirs.id)]: [] };
    await httpSpec(t).when(() => attach(privat.token, `/api/v1/checkout/deals/${theirs.id}/attached_documents`, myKey)).then({ status: 404 }, nothing);
    await httpSpec(t).when(() => attach(privat.token, `/api/v1/checkout/final_offers/${theirs.final_offer.id}/attached_documents`, myKey)).then({ status: 404 }, nothing);
    await httpSpec(t)
      .when(() => attach(privat.token, `/api/v1/checkout/deals/${deal.id}/attached_documents`, theirKey))
      .then({ status: 404, body: { code: 'upload_not_found' } }, nothing);
    await httpSpec(t)
      .when(() => attach(privat.token, `/api/v1/checkout/deals/${deal.id}/attached_documents`, myKey, 'proof_of_income', 'image/png'))
      .then({ status: 422, body: { code: 'content_type_mismatch' } }, nothing);
    expect((await dealEvents(t, deal.id)).filter((e) => e.type === 'DealDocumentAttached')).toEqual([]);
    expect((await dealEvents(t, theirs.id)).filter((e) => e.type === 'DealDocumentAttached')).toEqual([]);
    const { rows } = await poolOf(t).query('SELECT attached_to FROM documents WHERE s3_key = ANY($1)', [[myKey, theirKey]]);
    expect(rows.map((r) => r.attached_to)).toEqual([null, null]);
  });
});

describe('POST /api/v1/checkout/deals/{id}/self_assessment_forms', () => {
  it('needs the details first, then queues one job per deal that only its customer can read', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const path = `/api/v1/checkout/deals/${deal.id}/self_assessment_forms`;
    await httpSpec(t)
      .when(() => http(t).post(path).set(auth(privat.token)))
      .then({ status: 409, body: { code: 'self_assessment_details_missing', message: expect.stringContaining('Selbstauskunft') } }, { [dealStreamId(deal.id)]: [] });

    await http(t)
      .patch(`/api/v1/checkout/customer/${privat.id}/private_personal_details`)
      .set(auth(privat.token))
      .send({ salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '03.09.1985', phone: '0171 2345678', street: 'Königsallee', house_number: '1', postal_code: '40212', city: 'Düsseldorf', lived_since: '01.04.2015' })
      .expect(200);
    await http(t)
      .patch(`/api/v1/checkout/customer/${privat.id}/private_banking_details`)
      .set(auth(privat.token))
      .send({ iban: 'DE89370400440532013000', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2010', monthly_income: 3456.78 })
      .expect(200);

    const first = await http(t).post(path).set(auth(privat.token)).expect(202);
    expect(first.body.job_id).toMatch(new RegExp(`^self-assessment--${deal.id}--[0-9a-f]{32}$`));
    const again = await http(t).post(path).set(auth(privat.token)).expect(202);
    expect(again.body.job_id).toBe(first.body.job_id);

    const job = await t.app.get<symbol, JobQueues>(JOB_QUEUES_TOKEN).find(first.body.job_id);
    expect(job?.name).toBe('deal.self_assessment_form');
    expect(job?.data.payload).toEqual({ dealId: deal.id, customerId: privat.id, detailsVersion: first.body.job_id.split('--')[2] });
    expect(job?.opts.attempts).toBe(5);
    const status = await http(t).get(`/api/v1/jobs/${first.body.job_id}`).set(auth(privat.token)).expect(200);
    expect(status.body).toMatchObject({ id: first.body.job_id, name: 'deal.self_assessment_form', state: 'waiting', progress: 0 });
    await http(t).get(`/api/v1/jobs/${first.body.job_id}`).set(auth(gewerbe.token)).expect(404);

    await http(t).post(path).set(auth(gewerbe.token)).expect(404);
    await http(t).post(path).expect(401);
  });

  it('queues a regeneration when the details change after the form was generated, and none for the same data', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const queues = t.app.get<symbol, JobQueues>(JOB_QUEUES_TOKEN);
    const first = await http(t).post(`/api/v1/checkout/deals/${deal.id}/self_assessment_forms`).set(auth(privat.token)).expect(202);
    const firstVersion = first.body.job_id.split('--')[2];
    // The worker's part, as it stores a form: a document row with the version it was made from.
    const documentId = '00000000-0000-4000-8000-0000000000aa';
    await poolOf(t).query(
      `INSERT INTO documents (id, owner_customer_id, s3_key, content_type, size_bytes, checksum_sha256, original_filename, deal_id, attached_to, attachment_type, attached_at, details_version)
       VALUES ($1, $2, $3, 'application/pdf', 10, repeat('0', 64), 'Selbstauskunft.pdf', $4, 'deal', 'self_assessment_form', now(), $5)`,
      [documentId, privat.id, `customers/${privat.id}/${documentId}/Selbstauskunft.pdf`, deal.id, firstVersion],
    );
    const banking = { iban: 'DE89370400440532013000', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2010', monthly_income: 3456.78 };
    const patch = (body: object) => http(t).patch(`/api/v1/checkout/customer/${privat.id}/private_banking_details`).set(auth(privat.token)).send(body);
    const version = async () => {
      const rows = await poolOf(t).query('SELECT (SELECT data FROM customer_private_personal_details WHERE user_id = $1) AS p, (SELECT data FROM customer_private_banking_details WHERE user_id = $1) AS b', [privat.id]);
      const offer = deal.final_offer;
      const configuration = { months: offer.months, kmPerYear: offer.km_per_year, downpaymentCents: offer.downpayment_cents, listPriceCents: offer.list_price_cents };
      return selfAssessmentDetailsVersion('b2c', { private_personal_details: rows.rows[0].p, private_banking_details: rows.rows[0].b }, configuration);
    };
    // Same data again: the form is current, the only job is the first one.
    await patch(banking).expect(200);
    expect(await version()).toBe(firstVersion);
    // Changed data: the PATCH itself queues the job of the new version.
    await patch({ ...banking, monthly_income: 4000 }).expect(200);
    const changed = await version();
    expect(changed).not.toBe(firstVersion);
    const job = await queues.find(`self-assessment--${deal.id}--${changed}`);
    expect(job?.data).toMatchObject({ payload: { dealId: deal.id, customerId: privat.id, detailsVersion: changed }, requestedBy: { userId: privat.id, role: 'Customer' } });
  });
  it('queues a new form when term or Anzahlung change after the form was made, with the version of the new configuration (issue 16)', async () => {
    const deal = await createDeal(privat.token, ['b2c', 'both']);
    const queues = t.app.get<symbol, JobQueues>(JOB_QUEUES_TOKEN);
    const first = await http(t).post(`/api/v1/checkout/deals/${deal.id}/self_assessment_forms`).set(auth(privat.token)).expect(202);
    const firstVersion = first.body.job_id.split('--')[2];
    const documentId = '00000000-0000-4000-8000-0000000000ab';
    await poolOf(t).query(
      `INSERT INTO documents (id, owner_customer_id, s3_key, content_type, size_bytes, checksum_sha256, original_filename, deal_id, attached_to, attachment_type, attached_at, details_version)
       VALUES ($1, $2, $3, 'application/pdf', 10, repeat('0', 64), 'Selbstauskunft.pdf', $4, 'deal', 'self_assessment_form', now(), $5)`,
      [documentId, privat.id, `customers/${privat.id}/${documentId}/Selbstauskunft.pdf`, deal.id, firstVersion],
    );
    const versionOf = async (current: DealDto) => {
      const rows = await poolOf(t).query('SELECT (SELECT data FROM customer_private_personal_details WHERE user_id = $1) AS p, (SELECT data FROM customer_private_banking_details WHERE user_id = $1) AS b', [privat.id]);
      const o = current.final_offer;
      return selfAssessmentDetailsVersion('b2c', { private_personal_details: rows.rows[0].p, private_banking_details: rows.rows[0].b }, {
        months: o.months, kmPerYear: o.km_per_year, downpaymentCents: o.downpayment_cents, listPriceCents: o.list_price_cents,
      });
    };
    expect(await versionOf(deal)).toBe(firstVersion);

    // Another term of the same offer: the PATCH itself queues the form of the new configuration.
    const { rows: terms } = await poolOf(t).query<{ months: number }>(
      'SELECT months FROM lease_terms WHERE car_spec_id = $1 AND km_per_year = 10000 AND months <> 36 ORDER BY months DESC LIMIT 1',
      [deal.car_spec_id],
    );
    const changed = (await http(t).patch(`/api/v1/checkout/deals/${deal.id}`).set(auth(privat.token)).send({ months: terms[0].months }).expect(200)).body as DealDto;
    const termVersion = await versionOf(changed);
    expect(termVersion).not.toBe(firstVersion);
    const termJob = await queues.find(`self-assessment--${deal.id}--${termVersion}`);
    expect(termJob?.data).toMatchObject({ payload: { dealId: deal.id, customerId: privat.id, detailsVersion: termVersion } });

    // The worker made that form (its row carries the new version); then the Anzahlung changes.
    await poolOf(t).query('UPDATE documents SET details_version = $2 WHERE id = $1', [documentId, termVersion]);
    const patched = await http(t)
      .patch(`/api/v1/checkout/final_offers/${deal.final_offer.id}`)
      .set(auth(privat.token))
      .send({ downpayment_cents: changed.final_offer.downpayment_cents + 100000 })
      .expect(200);
    const downpaymentVersion = await versionOf({ ...changed, final_offer: patched.body });
    expect(downpaymentVersion).not.toBe(termVersion);
    expect(await queues.find(`self-assessment--${deal.id}--${downpaymentVersion}`)).toBeTruthy();
  });
});
