import { ANALYTICS_ENDPOINT, createBeaconSink, failureProps, setAnalyticsSink, track } from './analytics';

/** jsdom's Blob is not Node's, so Node's Response cannot read it; FileReader can. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('createBeaconSink (the default sink)', () => {
  it('sends a JSON beacon to the API and does not fetch', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const fetch = jest.fn();
    createBeaconSink({ sendBeacon, fetch })('login_failed', { status: 401 });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await blobText(data))).toEqual({ event: 'login_failed', props: { status: 401 } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['refusing (queue full)', () => false],
  ])('falls back to fetch with keepalive when sendBeacon is %s', (_, sendBeacon) => {
    const fetch = jest.fn(async () => new Response(null, { status: 202 }));
    createBeaconSink({ sendBeacon, fetch: fetch as unknown as typeof globalThis.fetch })('login_success', {});
    expect(fetch).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true, body: '{"event":"login_success"}' }));
  });

  it('swallows a failing fetch (analytics must not break a page)', async () => {
    const fetch = jest.fn(async () => Promise.reject(new TypeError('offline')));
    expect(() => createBeaconSink({ fetch: fetch as unknown as typeof globalThis.fetch })('login_success', {})).not.toThrow();
    await Promise.resolve();
  });

  it('logs each event when given a logger (development)', () => {
    const log = jest.fn();
    createBeaconSink({ sendBeacon: () => true, log })('change_password_failed', { status: 422 });
    expect(log).toHaveBeenCalledWith('[analytics] change_password_failed', { status: 422 });
  });
});

describe('track', () => {
  let events: { event: string; props: unknown }[];
  let restore: () => void;
  beforeEach(() => {
    events = [];
    restore = setAnalyticsSink((event, props) => void events.push({ event, props }));
  });
  afterEach(() => restore());

  it('hands events to the plugged-in sink', () => {
    track('login_failed', { status: 0 });
    expect(events).toEqual([{ event: 'login_failed', props: { status: 0 } }]);
  });

  it('drops props the API would refuse, so no address leaks', () => {
    track('failed_wall_registration', { code: 'privat@autoleasing.example' });
    track('failed_wall_registration', { email: 'x' } as never);
    expect(events).toEqual([
      { event: 'failed_wall_registration', props: {} },
      { event: 'failed_wall_registration', props: {} },
    ]);
  });

  it('survives a throwing sink', () => {
    const inner = setAnalyticsSink(() => {
      throw new Error('vendor script broke');
    });
    expect(() => track('login_success')).not.toThrow();
    inner();
    track('login_success');
    expect(events).toEqual([{ event: 'login_success', props: {} }]);
  });
});

describe('failureProps', () => {
  it('takes status and code of an API error, 0 without an answer', () => {
    expect(failureProps({ statusCode: 409, code: 'email_taken' })).toEqual({ status: 409, code: 'email_taken' });
    expect(failureProps(new TypeError('offline'))).toEqual({ status: 0 });
    expect(failureProps(null)).toEqual({ status: 0 });
  });
});
