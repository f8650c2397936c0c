import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDR ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUSTED_PROXIES: the proxies in front of the app, comma-separated addresses, CIDR ranges or
 * proxy-addr's names (`10.0.0.0/8, 192.168.1.5, loopback`). Fastify then takes the client address
 * as the right-most X-Forwarded-For entry that is NOT one of them, walking back from the socket;
 * a client cannot push an address of its choice by adding entries on the left. Unset means no
 * proxy: X-Forwarded-For is ignored and the socket's address counts.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isTrustedProxyEntry(entry)) throw new Error(`TRUSTED_PROXIES: "${entry}" is no IP address, CIDR range or one of ${NAMED_RANGES.join(', ')}`);
  }
  return entries;
}

function isTrustedProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY=true used to trust every forwarded address (the left-most one, which any client can
 * set). Starting with it silently would keep an operator believing it still works: refuse instead.
 */
export function refuseLegacyTrustProxy(env: NodeJS.ProcessEnv): void {
  if (env.TRUST_PROXY !== undefined) {
    throw new Error('TRUST_PROXY is no longer supported: list your proxies in TRUSTED_PROXIES (addresses or CIDR ranges, see docs/security.md)');
  }
}
