import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../core/tokens';
import { bounded } from '../auth/bounded';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

/** Mails anyone can make us send to an address by naming it (issue 20, item 5). */
export type UnsolicitedMailKind = 'password_recovery' | 'resend_confirmation' | 'account_recovery' | 'newsletter_signup' | 'already_registered';

export const MAILS_PER_ADDRESS_PER_HOUR = 3;
export const MAIL_QUOTA_WINDOW_SECONDS = 60 * 60;

/**
 * At most a few mails of one kind per address and hour, so nobody can flood an inbox through our
 * forms. Callers answer the same whether or not a mail goes out (the check runs after the answer,
 * in the background); only the sending stops.
 */
@Injectable()
export class MailQuota {
  private readonly logger = new Logger('MailQuota');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  /** True when a mail of this kind may still go to the address in the current hour. */
  async take(kind: UnsolicitedMailKind, email: string): Promise<boolean> {
    // Hashed: the address is personal data and Redis keys show up in monitoring and dumps.
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const key = `${this.config.redisPrefix}:mail-quota:${kind}:${address}`;
    try {
      const results = await bounded(this.redis.multi().incr(key).expire(key, MAIL_QUOTA_WINDOW_SECONDS, 'NX').exec());
      return Number(results?.[0]?.[1] ?? 0) <= MAILS_PER_ADDRESS_PER_HOUR;
    } catch (error) {
      // Without the counter we cannot prove the limit holds: send nothing rather than flood.
      this.logger.warn({ err: error, kind }, 'Mail quota unavailable, mail not sent');
      return false;
    }
  }
}
