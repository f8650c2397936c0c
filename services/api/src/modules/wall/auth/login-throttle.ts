import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../core/tokens';
import type { Account } from '../accounts/accounts.repository';
import { AccountMails } from '../accounts/account-mails';
import { inBackground } from '../accounts/neutral-mail-request';
import { bounded } from './bounded';
import {
  FAILURES_BEFORE_OWNER_NOTICE,
  FREE_FAILURES_PER_ACCOUNT_AND_CLIENT,
  FREE_FAILURES_PER_CLIENT,
  LOGIN_FAILURE_WINDOW_SECONDS,
  loginDelaySeconds,
} from './login-backoff';
import { WALL_CONFIG, type WallConfig } from './wall-config';

/**
 * How one login attempt ended. `failure` covers a wrong password and an unknown address alike;
 * `account` is set when the address exists (for the security log, never for the answer).
 */
export type LoginAttemptOutcome =
  | { kind: 'success'; account: Account }
  | { kind: 'failure'; account: Account | null }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** Checks the password; null when the address is unknown or the password wrong. */
export type CredentialCheck = () => Promise<{ account: Account | null; valid: boolean }>;

interface Keys {
  pairFailures: string;
  pairWait: string;
  clientFailures: string;
  clientWait: string;
  accountFailures: string;
  ownerNotified: string;
}

/**
 * Login throttling that stops attackers, not customers (issue 20, item 1). Failures are counted
 * per (account, client) and per client across accounts; beyond a small allowance each failure
 * imposes a doubling wait (429 with Retry-After) on that pair or that client only. The account
 * itself is never blocked: its owner with the right password from another client gets in. After
 * repeated failures on an account (from anywhere) its owner gets one mail per window.
 *
 * `attempt` is the one place where a login's outcome is decided (success, failure, throttled).
 */
@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger('LoginThrottle');
  /**
   * How long one second of wait lasts in Redis (the waits are Redis expiries). 1000 in every
   * running app; an integration test stretches it (stretchWaitsForTests) so a started wait outlasts
   * any pause of a loaded machine, while the delays, Retry-After and the message stay the same.
   */
  private waitSecondMs = 1000;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly mails: AccountMails,
  ) {}

  /** Test seam only: one second of wait lasts `waitSecondMs` (e.g. a minute) from now on. */
  stretchWaitsForTests(waitSecondMs: number): void {
    this.waitSecondMs = waitSecondMs;
  }

  async attempt(email: string, client: string, check: CredentialCheck): Promise<LoginAttemptOutcome> {
    const keys = this.keys(email, client);
    const retryAfterSeconds = await this.waitingFor(keys);
    if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };
    const { account, valid } = await check();
    if (account && valid) {
      await this.forgetPair(keys);
      return { kind: 'success', account };
    }
    const accountFailures = await this.recordFailure(keys);
    if (account && accountFailures >= FAILURES_BEFORE_OWNER_NOTICE) await this.noticeOwnerOnce(keys, account);
    return { kind: 'failure', account };
  }

  private keys(email: string, client: string): Keys {
    const prefix = `${this.config.redisPrefix}:login`;
    // Hashed: the address is personal data and Redis keys show up in monitoring and dumps.
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    return {
      pairFailures: `${prefix}:failures:pair:${account}:${client}`,
      pairWait: `${prefix}:wait:pair:${account}:${client}`,
      clientFailures: `${prefix}:failures:client:${client}`,
      clientWait: `${prefix}:wait:client:${client}`,
      accountFailures: `${prefix}:failures:account:${account}`,
      ownerNotified: `${prefix}:notified:${account}`,
    };
  }

  /** Seconds until this client may try this account again; 0 when it may try now. */
  private async waitingFor(keys: Keys): Promise<number> {
    try {
      const [pair, client] = await bounded(Promise.all([this.redis.pttl(keys.pairWait), this.redis.pttl(keys.clientWait)]));
      return Math.ceil(Math.max(pair, client, 0) / this.waitSecondMs);
    } catch (error) {
      // Redis away: logins go on unthrottled rather than nobody logging in (argon2 still makes
      // each guess slow); the warning makes the outage visible.
      this.logger.warn({ err: error }, 'Login throttle unavailable, attempt not throttled');
      return 0;
    }
  }

  /** Counts the failure everywhere and starts the waits it earns; returns the account's count. */
  private async recordFailure(keys: Keys): Promise<number> {
    try {
      const window = LOGIN_FAILURE_WINDOW_SECONDS;
      const results = await bounded(
        this.redis
          .multi()
          .incr(keys.pairFailures)
          .expire(keys.pairFailures, window)
          .incr(keys.clientFailures)
          .expire(keys.clientFailures, window)
          .incr(keys.accountFailures)
          .expire(keys.accountFailures, window)
          .exec(),
      );
      const [pairFailures, clientFailures, accountFailures] = [0, 2, 4].map((i) => Number(results?.[i]?.[1] ?? 0));
      const pairDelay = loginDelaySeconds(pairFailures, FREE_FAILURES_PER_ACCOUNT_AND_CLIENT);
      const clientDelay = loginDelaySeconds(clientFailures, FREE_FAILURES_PER_CLIENT);
      if (pairDelay > 0 || clientDelay > 0) {
        const waits = this.redis.multi();
        if (pairDelay > 0) waits.set(keys.pairWait, '1', 'PX', pairDelay * this.waitSecondMs);
        if (clientDelay > 0) waits.set(keys.clientWait, '1', 'PX', clientDelay * this.waitSecondMs);
        await bounded(waits.exec());
      }
      return accountFailures;
    } catch (error) {
      this.logger.warn({ err: error }, 'Login throttle unavailable, failure not counted');
      return 0;
    }
  }

  /** The owner got in: this client's mistakes on the account are forgiven (the client's own count stays). */
  private async forgetPair(keys: Keys): Promise<void> {
    try {
      await bounded(this.redis.del(keys.pairFailures, keys.pairWait, keys.accountFailures));
    } catch (error) {
      this.logger.warn({ err: error }, 'Login throttle unavailable, success not recorded');
    }
  }

  /** One mail per window: decided before the answer, sent after it (a known address must not answer slower). */
  private async noticeOwnerOnce(keys: Keys, account: Account): Promise<void> {
    try {
      const first = await bounded(this.redis.set(keys.ownerNotified, '1', 'EX', LOGIN_FAILURE_WINDOW_SECONDS, 'NX'));
      if (first === 'OK') inBackground(() => this.mails.sendFailedLoginNotice(account));
    } catch (error) {
      this.logger.warn({ err: error }, 'Login throttle unavailable, owner not notified');
    }
  }
}
