import { dealStreamId } from '@autoleasing/domain';
import { randomUUID } from 'node:crypto';
import { dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../test/api-test-app';
import { asRole } from '../../../test/as-role';
import { httpSpec, type ApiRequest } from '../../../test/http-spec';
import { dealEvents, poolOf, startDealSpec, type DealSpec } from '../../modules/checkout/test/checkout-test-kit';
import { hashRequest } from './idempotency-store';

jest.setTimeout(60_000);

/**
 * Issue 19, item 3: an Idempotency-Key in progress is a lease of seconds. A crash is simulated the
 * way it leaves the table: the key's row in progress, its lease run out (set in the past, no
 * waiting). The retry then returns what the first run created, or runs the command:
 * given(the key's row) → when(the retry) → then(answer, the deal stream's new events) (httpSpec).
 */
const CREATE = '/api/v1/checkout/deals';

let spec: DealSpec<'b2c'> | undefined;
let t: ApiTestApp;
const token = { b2c: '' };
const as = asRole(() => t, token);

beforeAll(async () => {
  spec = await startDealSpec('idempotency_lease', ['b2c'], [dealsProjection]);
  t = spec.t;
  token.b2c = spec.tokens.b2c;
}, 120_000);
afterAll(() => spec?.stop());

const createBody = () => ({ deal_props: { car_spec_id: spec!.offer.carSpecId, months: 36, km_per_year: 10000 }, force_create: true });
const create = (key: string) => as('b2c').post(CREATE).set('idempotency-key', key).send(createBody());
const retry =
  (key: string): ApiRequest =>
  () =>
    create(key);
const scope = () => `${spec!.userIds.b2c}:${CREATE}`;

async function dealsNamed(id: string): Promise<number> {
  const { rows } = await poolOf(t).query<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE id = $1', [id]);
  return rows[0].n;
}

/** What a crash between the command's commit and the stored answer leaves: the key in progress, its lease run out. */
async function crashAfterCommit(key: string): Promise<void> {
  await poolOf(t).query(
    `UPDATE idempotency_keys SET state = 'in_progress', status_code = NULL, response_body = NULL, lease_expires_at = now() - interval '1 second'
     WHERE scope = $1 AND key = $2`,
    [scope(), key],
  );
}

/** What a crash before the command committed leaves: only the key, in progress under `commandId`. */
async function crashBeforeCommit(key: string, commandId: string, leaseExpired: boolean): Promise<void> {
  await poolOf(t).query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, state, command_id, lease_expires_at)
     VALUES ($1, $2, $3, 'in_progress', $4, now() + CASE WHEN $5 THEN interval '-1 second' ELSE interval '1 hour' END)`,
    [scope(), key, hashRequest('POST', CREATE, createBody()), commandId, leaseExpired],
  );
}

describe('a retry after a crash', () => {
  it('answers with the deal the first run created when it had committed, and creates no second one', async () => {
    const key = `lease-committed-${randomUUID()}`;
    const first = await create(key).expect(201);
    await crashAfterCommit(key);

    // The first run's deal, and no second DealCreated on its stream.
    const answer = await httpSpec(t)
      .when(retry(key))
      .then({ status: 201, body: { id: first.body.id } }, { [dealStreamId(first.body.id)]: [] });
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await dealsNamed(first.body.id)).toBe(1);
    expect((await dealEvents(t, first.body.id)).map((e) => e.type)).toEqual(['DealCreated']);

    const replay = await create(key).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
  });

  it('runs the command under the key\'s command id when the first run had not committed', async () => {
    const key = `lease-lost-${randomUUID()}`;
    const commandId = randomUUID();
    await crashBeforeCommit(key, commandId, true);

    await httpSpec(t)
      .when(retry(key))
      .then({ status: 201, body: { id: commandId } }, { [dealStreamId(commandId)]: [{ type: 'DealCreated' }] });
  });

  it('still answers 409 while the first run holds a live lease', async () => {
    const key = `lease-live-${randomUUID()}`;
    const commandId = randomUUID();
    await crashBeforeCommit(key, commandId, false);
    await httpSpec(t)
      .when(retry(key))
      .then({ status: 409, body: { code: 'idempotency_request_in_progress', message: 'Diese Anfrage wird bereits bearbeitet. Bitte warten Sie einen Moment.' } }, { [dealStreamId(commandId)]: [] });
  });

  it('refuses another request under the same key even when the lease ran out', async () => {
    const key = `lease-other-${randomUUID()}`;
    const commandId = randomUUID();
    await crashBeforeCommit(key, commandId, true);
    await httpSpec(t)
      .when(() => as('b2c').post(CREATE).set('idempotency-key', key).send({ ...createBody(), deal_props: { ...createBody().deal_props, months: 48 } }))
      .then({ status: 422, body: { code: 'idempotency_key_reused' } }, { [dealStreamId(commandId)]: [] });
  });
});
