import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR, type Actor, type EventMetadata } from '@autoleasing/contracts';
import type { EventStore, NewEvent } from '@autoleasing/infra';
import type { Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { EVENT_STORE } from '../src/core/tokens';
import type { ApiTestApp } from './api-test-app';
import { http } from '../src/modules/wall/test/wall-test-kit';

/**
 * A domain event as a test writes it: type and data; the spec adds id and metadata. An event
 * another process wrote (the worker acting for a user) names its actor, and its time when
 * readings as of a moment must place it among the events the test made through the API.
 */
export interface GivenEvent {
  type: string;
  data: unknown;
  actor?: Actor;
  occurredAt?: string;
}

/** The request of a spec, made with supertest against the app. */
export type ApiRequest = (api: TestAgent) => Test;

/** What an answer must be: its status, optionally its body (matched with toMatchObject). */
export interface ExpectedAnswer {
  status: number;
  body?: Record<string, unknown>;
}

/** The events a command must have appended, per stream: type, (partially matched) data and actor, in order. */
export type ExpectedEvents = Record<string, { type: string; data?: Record<string, unknown>; actor?: Record<string, unknown> }[]>;

/** Given events happened before the test, written by the system unless they name their actor. */
const givenMetadata = (event: GivenEvent): EventMetadata => {
  const id = randomUUID();
  return { actor: event.actor ?? SYSTEM_ACTOR, correlationId: id, causationId: id, occurredAt: event.occurredAt ?? '2026-11-01T09:00:00.000Z' };
};

/**
 * Given/when/then for the API, as deciderSpec is for deciders (STYLE.md, Emmett):
 *
 *   await httpSpec(t)
 *     .given({ [layoutStream]: [{ type: 'DiscountLayoutChanged', data: {...} }] })
 *     .when((api) => api.patch(url).set('authorization', token).send(body))
 *     .then({ status: 200, body: { number_additional_discounts: 4 } }, { [layoutStream]: [{ type: 'DiscountLayoutChanged' }] });
 *
 * `given` appends the events through the app's own event store (validated like any append);
 * `when` alone starts from what earlier steps of the test left (state built through the API).
 * `then` checks the answer, and that each named stream gained exactly the expected events after
 * the given ones — `{ [stream]: [] }` asserts that a refused command appended nothing; it returns
 * the response for what else a test reads from it (headers, ids).
 */
export function httpSpec(t: ApiTestApp) {
  const store = t.app.get<symbol, EventStore>(EVENT_STORE);
  const given = (streams: Record<string, GivenEvent[]>) => ({
    when(request: ApiRequest) {
      return {
        async then(answer: ExpectedAnswer, events: ExpectedEvents = {}): Promise<Response> {
          const before = new Map<string, bigint>();
          for (const [streamId, given] of Object.entries(streams)) await append(store, streamId, given);
          for (const streamId of Object.keys(events)) before.set(streamId, await lengthOf(store, streamId));
          const response = await request(http(t));
          expect({ status: response.status, body: response.body }).toMatchObject({ status: answer.status, ...(answer.body ? { body: answer.body } : {}) });
          for (const [streamId, expected] of Object.entries(events)) {
            const appended = await store.readStream(streamId, { from: before.get(streamId) });
            // toMatchObject on arrays also requires the same length: no event more, none less.
            expect(appended.map((event) => ({ type: event.type, data: event.data, actor: event.metadata.actor }))).toMatchObject(
              expected.map(({ type, data, actor }) => ({ type, ...(data ? { data } : {}), ...(actor ? { actor } : {}) })),
            );
          }
          return response;
        },
      };
    },
  });
  return { given, when: (request: ApiRequest) => given({}).when(request) };
}

async function append(store: EventStore, streamId: string, given: GivenEvent[]): Promise<void> {
  if (!given.length) return;
  const events: NewEvent[] = given.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: givenMetadata(event) }));
  await store.append(streamId, events, { expectedRevision: 'any' });
}

/** The number of events in a stream (0 for none): where the command's events start. */
async function lengthOf(store: EventStore, streamId: string): Promise<bigint> {
  const [last] = await store.readStream(streamId, { direction: 'backwards', limit: 1 });
  return last ? last.revision + 1n : 0n;
}
