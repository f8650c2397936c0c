import { Injectable } from '@nestjs/common';
import { LoginThrottle } from '../auth/login-throttle';

/**
 * Wrong codes count like wrong passwords, on the same counters (per client and per account), so
 * six digits cannot be guessed. Kept in this one small class so a rewrite of LoginThrottle
 * touches one place: the account key is the user id, never the code.
 */
@Injectable()
export class SecondFactorThrottle {
  constructor(private readonly throttle: LoginThrottle) {}

  private account(userId: string): string {
    return `second-factor:${userId}`;
  }

  /** Seconds until another code may be tried, or 0. */
  blockedFor(clientAddress: string, userId: string): Promise<number> {
    return this.throttle.blockedFor(clientAddress, this.account(userId));
  }

  recordFailure(clientAddress: string, userId: string): Promise<void> {
    return this.throttle.recordFailure(clientAddress, this.account(userId));
  }

  recordSuccess(userId: string): Promise<void> {
    return this.throttle.recordSuccess(this.account(userId));
  }
}
