import { useNavigate } from 'react-router';
import { useAcceptNewTerms } from '../api/accept-new-terms';
import { TermsConsentForm } from './terms-consent-form';
import './wall.css';

/** Spec 2.2 /accept-tnc: the terms gate sends logged-in users here; afterwards they go to /. */
export function AcceptTncPage() {
  const navigate = useNavigate();
  const accept = useAcceptNewTerms();
  return (
    <div className="wall-page">
      <h1>Unsere AGB haben sich geändert</h1>
      <p>
        Damit Sie autoleasing weiter nutzen können, bitten wir Sie, den aktuellen Allgemeinen Geschäftsbedingungen zuzustimmen. Sie
        können sie vorher in Ruhe lesen.
      </p>
      <TermsConsentForm
        submitLabel="AGB akzeptieren"
        accept={async () => {
          await accept.mutateAsync();
          navigate('/', { replace: true });
        }}
      />
    </div>
  );
}
