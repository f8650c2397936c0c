import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from './wall-config';

export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins counted per IP and per account in Redis (fixed 15-minute windows). Either counter
 * at the limit blocks further attempts before the password is even checked, so guessing stops.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  private keys(ip: string, email: string): string[] {
    const prefix = `${this.config.redisPrefix}:login-failures`;
    return [`${prefix}:ip:${ip}`, `${prefix}:account:${email.trim().toLowerCase()}`];
  }

  /** Seconds until another attempt is allowed, or 0 when the caller may try. */
  async blockedFor(ip: string, email: string): Promise<number> {
    const keys = this.keys(ip, email);
    const counts = await this.redis.mget(...keys);
    const blocked = keys.filter((_, i) => Number(counts[i] ?? 0) >= MAX_LOGIN_FAILURES);
    if (blocked.length === 0) return 0;
    const ttls = await Promise.all(blocked.map((key) => this.redis.ttl(key)));
    return Math.max(1, ...ttls);
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of this.keys(ip, email)) {
      multi.incr(key);
      // NX: the window starts with the first failure and is not extended by later ones.
      multi.expire(key, LOGIN_FAILURE_WINDOW_SECONDS, 'NX');
    }
    await multi.exec();
  }

  /** A successful login clears the account's counter; the IP's stays (one IP, many accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.keys('', email)[1]);
  }
}
