import { Injectable } from '@nestjs/common';
import type { Account } from '../accounts/accounts.repository';
import { LoginThrottle } from '../auth/login-throttle';
import type { CodeOutcome } from './second-factor.service';

export type CodeAttempt = { kind: 'throttled'; retryAfterSeconds: number } | { kind: 'checked'; outcome: CodeOutcome };

/**
 * Wrong codes count like wrong passwords, with the login throttle's growing waits per (account,
 * client) and per client, so six digits cannot be guessed; repeated wrong codes also tell the
 * owner (someone who knows the password is trying). The account key is the user id, never the code.
 */
@Injectable()
export class SecondFactorThrottle {
  constructor(private readonly throttle: LoginThrottle) {}

  async attempt(clientAddress: string, account: Account, check: () => Promise<CodeOutcome>): Promise<CodeAttempt> {
    let outcome: CodeOutcome = 'wrong';
    const result = await this.throttle.attempt(`second-factor:${account.id}`, clientAddress, async () => {
      outcome = await check();
      return { account, valid: outcome !== 'wrong' && outcome !== 'replayed' };
    });
    return result.kind === 'throttled' ? result : { kind: 'checked', outcome };
  }
}
