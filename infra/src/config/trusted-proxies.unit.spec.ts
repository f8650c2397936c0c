import { parseTrustedProxies, refuseLegacyTrustProxy } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it('given nothing, when parsed, then no proxy is trusted', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
  });

  it('given addresses, CIDR ranges and named ranges, when parsed, then each is kept', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 192.168.1.5,loopback, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback', 'fd00::/8']);
  });

  it.each(['true', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x'])('given %p, when parsed, then start is refused', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('refuseLegacyTrustProxy', () => {
  it('given the old TRUST_PROXY, when starting, then it refuses and names the replacement', () => {
    expect(() => refuseLegacyTrustProxy({ TRUST_PROXY: 'true' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => refuseLegacyTrustProxy({})).not.toThrow();
  });
});
