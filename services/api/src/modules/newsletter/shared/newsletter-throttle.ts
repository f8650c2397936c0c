import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RuntimeConfig } from '@autoleasing/infra';
import { REDIS, RUNTIME_CONFIG } from '../../../core/tokens';

export const MAX_SIGNUPS_PER_IP = 10;
export const SIGNUP_WINDOW_SECONDS = 10 * 60;

/**
 * Sign-ups per IP in a fixed Redis window: stops someone from mailing a list of strangers through
 * our opt-in form. Far below the global limit, because each accepted sign-up may send a mail.
 * Over the limit the one exception filter answers 429 with its German text.
 */
@Injectable()
export class NewsletterThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async hit(ip: string): Promise<void> {
    // The queue prefix is unique per test run, so parallel test files never share a counter.
    const key = `${this.config.queuePrefix}:newsletter-signups:${ip}`;
    const results = await this.redis.multi().incr(key).expire(key, SIGNUP_WINDOW_SECONDS, 'NX').exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > MAX_SIGNUPS_PER_IP) throw new HttpException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
  }
}
