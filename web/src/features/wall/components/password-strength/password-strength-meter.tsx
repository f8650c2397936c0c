import { PASSWORD_MIN_SCORE, PASSWORD_SCORE_LABELS } from '@autoleasing/contracts';
import { useId } from 'react';
import { usePasswordVerdict } from './use-password-verdict';
import './password-strength-meter.css';

interface PasswordStrengthMeterProps {
  password: string;
  /** What the person typed elsewhere in the form (e-mail, names): a password built from it is weak. */
  userInputs?: string[];
}

/**
 * Five steps from "Sehr schwach" to "Sehr stark" under a new-password field, with the estimator's
 * German hint. The text is announced politely; the bar is a native <meter> for assistive tech.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: PasswordStrengthMeterProps) {
  const labelId = useId();
  const strength = usePasswordVerdict(password, userInputs);
  const score = strength?.estimate.score ?? 0;
  const enough = strength ? score >= PASSWORD_MIN_SCORE : false;
  return (
    <div className="password-meter" data-score={strength ? score : undefined} data-enough={enough || undefined}>
      <meter className="password-meter__bar" min={0} max={4} low={2} high={3} optimum={4} value={strength ? score : 0} aria-labelledby={labelId} />
      <p id={labelId} className="password-meter__text" aria-live="polite">
        {strength ? `Stärke des Passworts: ${PASSWORD_SCORE_LABELS[score]}` : 'Stärke des Passworts: noch keine Eingabe'}
        {strength && !strength.verdict.ok && strength.estimate.warning ? ` – ${strength.estimate.warning}` : ''}
      </p>
    </div>
  );
}
