import { safeRedirectTarget, wallPageHeading } from '@autoleasing/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcceptNewTerms } from '../api/accept-new-terms';
import { TermsConsentForm } from './terms-consent-form';
import './wall.css';

/**
 * Spec 2.2 /accept-tnc: the terms gate sends logged-in users here; afterwards they go where they
 * were going (?redirect_url, decided by the server, same-site only), else to / (issue 17).
 */
export function AcceptTncPage() {
  const navigate = useNavigate();
  const redirectUrl = useSearchParams()[0].get('redirect_url') ?? undefined;
  const accept = useAcceptNewTerms();
  return (
    <div className="wall-page">
      <h1>{wallPageHeading('/accept-tnc')}</h1>
      <p>
        Damit Sie autoleasing weiter nutzen können, bitten wir Sie, den aktuellen Allgemeinen Geschäftsbedingungen zuzustimmen. Sie
        können sie vorher in Ruhe lesen.
      </p>
      <TermsConsentForm
        submitLabel="AGB akzeptieren"
        accept={async () => {
          const answer = await accept.mutateAsync(redirectUrl);
          navigate(safeRedirectTarget(answer.redirect_to, { origin: window.location.origin }), { replace: true });
        }}
      />
    </div>
  );
}
