import type { RuntimeConfig } from '@autoleasing/infra';
import { Logger } from '@nestjs/common';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { ANALYTICS_SINK, LogAnalyticsSink, type AnalyticsEntry, type AnalyticsSink } from './shared/analytics-sink';
import { RUNTIME_CONFIG } from '../../core/tokens';

let t: ApiTestApp;
let recorded: AnalyticsEntry[];
let ipCounter = 0;
/** Each test its own client address: the rate limit counts per IP. */
const freshIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = 'loopback';
  t = await startApiTestApp('analytics');
  await seedDemoUsers(poolOf(t));
});
beforeEach(() => {
  recorded = [];
  jest.spyOn(t.app.get<symbol, AnalyticsSink>(ANALYTICS_SINK), 'record').mockImplementation((entry) => void recorded.push(entry));
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await t?.close();
  delete process.env.TRUSTED_PROXIES;
});

const track = (body: unknown, ip = freshIp()) => http(t).post('/api/v1/analytics/events').set('x-forwarded-for', ip).send(body as object);

describe('POST /api/v1/analytics/events', () => {
  it('answers 202 and hands the event with its props and the caller role to the sink', async () => {
    const response = await track({ event: 'login_failed', props: { status: 401, code: 'invalid_credentials' } }).expect(202);
    expect(response.text).toBe('');
    expect(recorded).toEqual([{ event: 'login_failed', props: { status: 401, code: 'invalid_credentials' }, role: null, receivedAt: expect.any(String) }]);

    const token = await login(t, DEMO.b2c);
    await track({ event: 'login_success' }).set('authorization', `Bearer ${token}`).expect(202);
    expect(recorded[1]).toMatchObject({ event: 'login_success', props: {}, role: 'Customer' });
  });

  it.each([
    ['an unknown event name', { event: 'page_view' }],
    ['no event', { props: { status: 500 } }],
    ['an e-mail address as a value', { event: 'failed_wall_registration', props: { code: 'privat@autoleasing.example' } }],
    ['a props key outside the whitelist', { event: 'failed_wall_registration', props: { email: 'x' } }],
    ['a long value', { event: 'login_failed', props: { code: 'x'.repeat(65) } }],
    ['nested props', { event: 'login_failed', props: { status: { code: 1 } } }],
    ['too many props', { event: 'login_failed', props: { status: 1, code: 'a', step: 'b', failure: true, applied: false, extra: 1 } }],
    ['an unknown top-level field', { event: 'login_failed', email: 'privat@autoleasing.example' }],
  ])('refuses %s with 400 and records nothing', async (_, body) => {
    const response = await track(body).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(recorded).toEqual([]);
  });

  it('is rate-limited per IP (ANALYTICS_RATE_LIMIT_MAX a minute, default 60) with a German 429', async () => {
    const perMinute = t.app.get<symbol, RuntimeConfig>(RUNTIME_CONFIG).analyticsRateLimitPerMinute;
    const ip = freshIp();
    for (let i = 0; i < perMinute; i++) await track({ event: 'login_success' }, ip).expect(202);
    const limited = await track({ event: 'login_success' }, ip).expect(429);
    expect(limited.body.message).toMatch(/^Zu viele Anfragen/);
    await track({ event: 'login_success' }).expect(202); // another IP is not affected
    expect(recorded).toHaveLength(perMinute + 1);
  });
});

describe('LogAnalyticsSink (the default sink)', () => {
  it('writes one structured log line per event with name, props and role', () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    new LogAnalyticsSink().record({ event: 'change_password_failed', props: { status: 400 }, role: null, receivedAt: '2026-11-21T10:00:00.000Z' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      { analytics_event: 'change_password_failed', props: { status: 400 }, role: null, received_at: '2026-11-21T10:00:00.000Z' },
      'analytics event',
    );
  });

  it('is the sink the app uses unless replaced', () => {
    jest.restoreAllMocks();
    expect(t.app.get(ANALYTICS_SINK)).toBeInstanceOf(LogAnalyticsSink);
  });
});
