import { judgePassword, type PasswordEstimate, type PasswordEstimator, type PasswordVerdict } from '@autoleasing/contracts';
import { useEffect, useState } from 'react';
import { loadPasswordEstimator } from './load-password-estimator';

export interface PasswordStrength {
  verdict: PasswordVerdict;
  estimate: PasswordEstimate;
}

/** The contracts' rule on the typed password, once the estimator has arrived (null before, or while empty). */
export function usePasswordVerdict(password: string, userInputs: string[]): PasswordStrength | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let current = true;
    // Without the estimator the meter stays hidden; the server still checks on submit.
    loadPasswordEstimator().then((loaded) => current && setEstimator(() => loaded), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!estimator || password === '') return null;
  const estimate = estimator(password, userInputs);
  return { estimate, verdict: judgePassword(password, userInputs, () => estimate) };
}

/** react-hook-form `validate`: the same verdict as the server, so a weak password never leaves the form. */
export async function validateNewPassword(password: string, userInputs: string[]): Promise<true | string> {
  const estimate = await loadPasswordEstimator().catch(() => null);
  if (!estimate) return true; // the server decides when the estimator cannot load
  const verdict = judgePassword(password, userInputs, estimate);
  return verdict.ok || verdict.message;
}
