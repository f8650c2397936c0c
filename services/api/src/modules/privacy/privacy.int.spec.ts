import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerAreaProjection, dealsProjection } from '@autoleasing/projections';
import type { Pool } from 'pg';
import yauzl from 'yauzl';
import { IdempotencyStore } from '../../common/idempotency/idempotency-store';
import type { ApiTestApp } from '../../../test/api-test-app';
import { eventually } from '../../../test/eventually';
import { createDealAs, poolOf, startDealSpec, type DealSpec } from '../checkout/test/checkout-test-kit';
import { asRole } from '../../../test/as-role';
import { PDF_BYTES } from '../documents/test/documents-test-kit';
import { http } from '../wall/test/wall-test-kit';
import {
  bankingDetails,
  eventLogDump,
  filesContaining,
  personalDetails,
  registerCustomer,
  rowsContaining,
  traced,
  uploadNamedDocument,
  type TracedCustomer,
} from './test/privacy-test-kit';

jest.setTimeout(90_000);

let spec: DealSpec<'Admin'> | undefined;
let t: ApiTestApp;
let pool: Pool;
let dir: string;
let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'privacy-int-'));
  process.env.DOCUMENTS_DIR = dir;
  spec = await startDealSpec('privacy', ['Admin'], [dealsProjection, customerAreaProjection]);
  t = spec.t;
  pool = poolOf(t);
}, 120_000);
afterAll(async () => {
  await spec?.stop();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.DOCUMENTS_DIR;
});

/** A PDF whose bytes name the customer, as a scanned identity card would. */
const namedPdf = (who: TracedCustomer) => Buffer.concat([PDF_BYTES, Buffer.from(`% ${who.firstName} ${who.lastName} ${who.iban}\n`)]);

/**
 * A customer who used everything that stores personal data: details with IBAN, the newsletter, an
 * idempotent message naming them, a staff reply quoting them, an attached and an unattached upload
 * whose file names and contents name them.
 */
async function customerWithHistory(who: TracedCustomer): Promise<{ token: string; id: string; dealId: string }> {
  const { token, id } = await registerCustomer(t, pool, who, freshIp());
  const as = asRole(() => t, { me: token });
  await http(t).post('/newsletter/register').send({ email: who.email, customer_group: 'P', optin_source: 'footer', optin_url: 'http://localhost:3000/' }).expect(200);
  const deal = await createDealAs(as('me'), spec!.offer, { idempotencyKey: `create-${who.lastName}` });
  await as('me').post(`/api/v1/checkout/deals/${deal.id}/status_update`).send({ customer_state: 'car_configured' }).expect(200);
  await as('me').patch(`/api/v1/checkout/customer/${id}/private_personal_details`).send({ ...personalDetails(who), deal_id: deal.id }).expect(200);
  await as('me').patch(`/api/v1/checkout/customer/${id}/private_banking_details`).send({ ...bankingDetails(who), deal_id: deal.id }).expect(200);
  const message = `Hallo, hier ist ${who.firstName} ${who.lastName}, meine IBAN ist ${who.iban}, Mail ${who.email}.`;
  const posted = await as('me')
    .post('/api/v1/customer_area/messages')
    .set('idempotency-key', `message-${who.lastName}`)
    .send({ deal_id: deal.id, message, category: 'question', source: 'customer_area' })
    .expect(201);
  // A staff reply quoting them (the ops screen answers placed orders only, so it is written as the ops repository does).
  await pool.query(
    `INSERT INTO deal_messages (id, deal_id, author_user_id, author_role, message, category, source, reply_to)
     VALUES (gen_random_uuid(), $1, $2, 'Admin', $3, 'reply', 'ops', $4)`,
    [deal.id, spec!.userIds.Admin, `Liebe Frau ${who.lastName}, danke!`, posted.body.id],
  );
  await uploadNamedDocument(t, token, id, `Personalausweis-${who.lastName}.pdf`, namedPdf(who), deal.id);
  await uploadNamedDocument(t, token, id, `Gehalt-${who.lastName}.pdf`, namedPdf(who), null);
  await eventually(async () => expect((await pool.query('SELECT 1 FROM customer_deal_messages WHERE deal_id = $1', [deal.id])).rowCount).toBe(1));
  return { token, id, dealId: deal.id };
}

const needlesOf = (who: TracedCustomer) => [who.firstName, who.lastName, who.email, who.iban];

describe('erasure (GDPR art. 17)', () => {
  it('leaves no name, e-mail or IBAN in any table or file, and the event log byte-equal', async () => {
    const who = traced('Erase');
    const { id } = await customerWithHistory(who);
    const before = await rowsContaining(pool, needlesOf(who));
    // The search does find them while they are stored (newsletter, idempotent answers, messages, details, documents).
    for (const table of ['users', 'newsletter_subscriptions', 'idempotency_keys', 'deal_messages', 'customer_private_banking_details', 'documents', 'mail_outbox']) {
      expect(before.some((row) => row.startsWith(`${table}:`))).toBe(true);
    }
    expect(filesContaining(dir, needlesOf(who)).length).toBeGreaterThan(0);
    const eventsBefore = await eventLogDump(pool);

    await http(t).delete(`/api/v1/admin/customers/${id}/personal_data`).set('authorization', `Bearer ${spec!.tokens.Admin}`).expect(204);

    expect(await rowsContaining(pool, needlesOf(who))).toEqual([]);
    expect(filesContaining(dir, needlesOf(who))).toEqual([]);
    expect(existsSync(join(dir, 'customers', id)) ? filesContaining(join(dir, 'customers', id), ['%PDF']) : []).toEqual([]);
    expect(await eventLogDump(pool)).toBe(eventsBefore);
    const { rows } = await pool.query<{ s3_key: string; original_filename: string; file_deleted_at: Date | null }>(
      'SELECT s3_key, original_filename, file_deleted_at FROM documents WHERE owner_customer_id = $1',
      [id],
    );
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).toMatchObject({ s3_key: expect.stringMatching(/\/geloescht$/), original_filename: 'geloescht', file_deleted_at: expect.any(Date) });
  });
});

describe('stored idempotent answers', () => {
  it('expire after 24 hours', async () => {
    await pool.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, state, status_code, response_body, created_at)
       VALUES ('x:/old', 'old-key-0001', 'h', 'completed', 201, '{"message":"alt"}', now() - interval '25 hours'),
              ('x:/new', 'new-key-0001', 'h', 'completed', 201, '{"message":"neu"}', now() - interval '23 hours')`,
    );
    expect(await new IdempotencyStore(pool).deleteExpired()).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query<{ key: string }>(`SELECT key FROM idempotency_keys WHERE scope IN ('x:/old', 'x:/new')`);
    expect(rows).toEqual([{ key: 'new-key-0001' }]);
  });
});

interface ZipEntries {
  [name: string]: Buffer;
}

function unzip(content: Buffer): Promise<ZipEntries> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: ZipEntries = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Supertest's parser for a binary answer: the raw bytes as body. */
const binary = (res: unknown, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('GET /api/v1/customers/personal_data_export (GDPR art. 15/20)', () => {
  it('answers a ZIP with the customer\'s profile, details, deals, messages, payments, consents and documents', async () => {
    const who = traced('Export');
    const { token, id, dealId } = await customerWithHistory(who);
    const response = await http(t).get('/api/v1/customers/personal_data_export').set('authorization', `Bearer ${token}`).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(response.body as Buffer);
    const json = (name: string) => JSON.parse(entries[name].toString('utf8'));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['README.txt', 'profil.json', 'angaben.json', 'bestellungen.json', 'nachrichten.json', 'zahlungen.json', 'einwilligungen.json', 'dokumente.json']),
    );
    expect(json('profil.json')).toMatchObject({ id, email: who.email, first_name: who.firstName, last_name: who.lastName });
    expect(json('angaben.json').private_banking.data).toMatchObject({ iban: who.iban });
    expect(json('angaben.json').private_personal.data).toMatchObject({ last_name: who.lastName });
    expect(json('bestellungen.json')).toEqual([expect.objectContaining({ id: dealId, customer_id: id })]);
    expect(json('nachrichten.json').map((m: { author_role: string }) => m.author_role)).toEqual(['Customer', 'Admin']);
    expect(json('zahlungen.json')).toEqual([]);
    expect(json('einwilligungen.json').newsletter).toEqual([expect.objectContaining({ email: who.email, status: 'pending' })]);
    const documents = json('dokumente.json') as { file_name: string; file_in_archive: string }[];
    expect(documents.map((d) => d.file_name).sort()).toEqual([`Gehalt-${who.lastName}.pdf`, `Personalausweis-${who.lastName}.pdf`]);
    for (const document of documents) expect(entries[document.file_in_archive]).toEqual(namedPdf(who));
    // Nothing of another customer: the demo customers' addresses appear nowhere.
    expect(Object.values(entries).some((content) => content.toString('utf8').includes('@autoleasing'))).toBe(false);
  });

  it('is for the logged-in customer only', async () => {
    await http(t).get('/api/v1/customers/personal_data_export').expect(401);
    await http(t).get('/api/v1/customers/personal_data_export').set('authorization', `Bearer ${spec!.tokens.Admin}`).expect(403);
  });
});

describe('POST /api/v1/customers/account_deletion', () => {
  it('refuses a wrong password (422, nothing erased) and erases with the right one; the login then fails', async () => {
    const who = traced('Self');
    const { token, id } = await registerCustomer(t, pool, who, freshIp());
    const wrong = await http(t).post('/api/v1/customers/account_deletion').set('authorization', `Bearer ${token}`).send({ password: 'falsch-falsch' }).expect(422);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', message: 'Das Passwort ist nicht korrekt.' });
    expect((await pool.query('SELECT erased_at FROM users WHERE id = $1', [id])).rows[0].erased_at).toBeNull();
    const empty = await http(t).post('/api/v1/customers/account_deletion').set('authorization', `Bearer ${token}`).send({ password: '' }).expect(400);
    // The form's words for the same rule (contracts AUTH_MESSAGES.passwordRequired).
    expect(empty.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'password', code: 'isNotEmpty', message: 'Bitte geben Sie Ihr Passwort ein.' }] });

    const done = await http(t).post('/api/v1/customers/account_deletion').set('authorization', `Bearer ${token}`).send({ password: who.password }).expect(204);
    expect(String(done.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await rowsContaining(pool, [who.email, who.lastName])).toEqual([]);
    expect((await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`)).body.error).toBe('not_logged_in');
    await http(t).post('/api/v1/customers/session').set('x-forwarded-for', freshIp()).send({ email: who.email, password: who.password }).expect(401);
  });

  it('refuses while a placed order runs (retention duty), with a German reason', async () => {
    const who = traced('Contract');
    const { token, id } = await registerCustomer(t, pool, who, freshIp());
    const deal = await createDealAs(asRole(() => t, { me: token })('me'), spec!.offer);
    // The read model as an order placed long ago would leave it (the full order flow is the checkout spec's).
    await eventually(async () => expect((await pool.query('SELECT 1 FROM deals WHERE id = $1', [deal.id])).rowCount).toBe(1));
    await pool.query(`UPDATE deals SET customer_state = 'customer_confirmed' WHERE id = $1`, [deal.id]);
    const refused = await http(t).post('/api/v1/customers/account_deletion').set('authorization', `Bearer ${token}`).send({ password: who.password }).expect(409);
    expect(refused.body).toMatchObject({ code: 'account_has_running_contract', message: expect.stringContaining('§ 257 HGB') });
    expect((await pool.query('SELECT erased_at FROM users WHERE id = $1', [id])).rows[0].erased_at).toBeNull();
  });

  it('is for customers only', async () => {
    await http(t).post('/api/v1/customers/account_deletion').send({ password: 'x' }).expect(401);
    await http(t).post('/api/v1/customers/account_deletion').set('authorization', `Bearer ${spec!.tokens.Admin}`).send({ password: 'x' }).expect(403);
  });
});
