import { judgePassword, passwordUserInputs, type PasswordEstimate, type PasswordEstimator } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';
import { Injectable } from '@nestjs/common';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';

let configured = false;

/**
 * The estimator with the common (leaked passwords, keyboard patterns) and German dictionaries.
 * The dictionaries are ranked on the first password judged, not when the app starts: ranking
 * takes about 200 ms, which every start (and every API test file) paid for a rare request.
 */
export function zxcvbnEstimator(): PasswordEstimator {
  return (password, userInputs): PasswordEstimate => {
    configureOnce();
    const result = zxcvbn(password, userInputs);
    return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
  };
}

function configureOnce(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    translations: german.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...german.dictionary },
  });
  configured = true;
}

export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

/**
 * The server's half of the password rule (contracts' judgePassword): register, change and reset
 * all pass through here, so a client that skips the meter is refused the same way (422).
 */
@Injectable()
export class PasswordPolicy {
  private readonly estimate = zxcvbnEstimator();

  assertAcceptable(password: string, owner: PasswordOwner): void {
    const verdict = judgePassword(password, passwordUserInputs(owner), this.estimate);
    if (!verdict.ok) throw invalid(verdict.code, verdict.message, [{ field: 'password', code: verdict.code, message: verdict.message }]);
  }
}
