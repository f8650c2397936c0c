import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requiredDocuments, type S3SignatureResponse } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import type { ApiTestApp } from '../../../../test/api-test-app';
import { postUpload, signUpload } from '../../documents/test/documents-test-kit';
import { http, linkFromOutbox, login } from '../../wall/test/wall-test-kit';

/** A customer whose personal data the privacy specs look for everywhere. */
export interface TracedCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** As the customer types it and as we store it (normalised). */
  iban: string;
  password: string;
}

export const traced = (label: string): TracedCustomer => ({
  firstName: `Zenzi${label}`,
  lastName: `Quappendorf${label}`,
  email: `zenzi.quappendorf.${label.toLowerCase()}@example.org`,
  iban: 'DE02120300000000202051',
  password: 'Sicher-Loeschen-2026!',
});

/** Registers, confirms the address, logs in and accepts the terms; the session token and the user id. */
export async function registerCustomer(t: ApiTestApp, pool: Pool, who: TracedCustomer, ip: string): Promise<{ token: string; id: string }> {
  const { body } = await http(t)
    .post('/api/v1/customers')
    .send({ email: who.email, password: who.password, customer_group: 'b2c', first_name: who.firstName, last_name: who.lastName })
    .expect(201);
  const token = await linkFromOutbox(pool, who.email, '/verify-email');
  await http(t).put('/api/v1/customers/confirmation').send({ token }).expect(200);
  const session = await login(t, who.email, who.password, ip);
  await http(t).put('/api/v1/authentication/accept_new_tncs').set('authorization', `Bearer ${session}`).send({ accepted_tnc: '1' }).expect(200);
  return { token: session, id: body.user_id as string };
}

export const personalDetails = (who: TracedCustomer) => ({
  salutation: 'ms',
  first_name: who.firstName,
  last_name: who.lastName,
  birthday: '12.08.1984',
  phone: '+49 30 1234567',
  street: 'Unter den Linden',
  house_number: '5',
  postal_code: '10117',
  city: 'Berlin',
  lived_since: '01.04.2019',
});

export const bankingDetails = (who: TracedCustomer) => ({
  iban: `${who.iban.slice(0, 4)} ${who.iban.slice(4)}`,
  account_holder: `${who.firstName} ${who.lastName}`,
  employment_type: 'employee',
  employed_since: '01.01.2015',
  monthly_income: 3850.5,
});

/** Uploads a PDF under a file name that names the customer; attached to the deal unless `attach` is false. */
export async function uploadNamedDocument(
  t: ApiTestApp,
  token: string,
  customerId: string,
  fileName: string,
  content: Buffer,
  dealId: string | null,
): Promise<S3SignatureResponse> {
  const target = await signUpload(t, token, customerId, fileName);
  await postUpload(t, target, content).expect(201);
  if (dealId) {
    await http(t)
      .post(`/api/v1/checkout/deals/${dealId}/attached_documents`)
      .set('authorization', `Bearer ${token}`)
      .send({ attachment_type: requiredDocuments('b2c', false)[0].anyOf[0], s3_key: target.signature.key, contentType: 'application/pdf' })
      .expect(201);
  }
  return target;
}

/**
 * Every row of every table of the database (all columns, cast to text, and byte columns searched
 * as bytes) that contains one of the needles, as "table: row". New tables are searched without
 * changing this function, so a table added later that keeps personal data fails the spec.
 */
export async function rowsContaining(pool: Pool, needles: readonly string[]): Promise<string[]> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows: byteColumns } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'bytea'`,
  );
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const bytes = byteColumns.filter((c) => c.table_name === table).map((c) => `OR position(convert_to(n, 'UTF8') IN t."${c.column_name}") > 0`);
    const { rows } = await pool.query<{ row: string }>(
      `SELECT t::text AS row FROM "${table}" t
        WHERE lower(t::text) LIKE ANY($1::text[])
           OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS n WHERE false ${bytes.join(' ')})`,
      [patterns, needles],
    );
    for (const r of rows) found.push(`${table}: ${r.row.slice(0, 300)}`);
  }
  return found;
}

/** Every file under the document store's directory whose path or content contains a needle. */
export function filesContaining(directory: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const content = readFileSync(path).toString('latin1').toLowerCase();
      const name = relative(directory, path).toLowerCase();
      if (needles.some((n) => name.includes(n.toLowerCase()) || content.includes(n.toLowerCase()))) found.push(name);
    }
  };
  walk(directory);
  return found;
}

/** The whole event log as text, for a byte-equal comparison before and after. */
export async function eventLogDump(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ dump: string | null }>(
    `SELECT string_agg(e::text, E'\\n' ORDER BY e.sequence) AS dump FROM events e`,
  );
  return rows[0].dump ?? '';
}
