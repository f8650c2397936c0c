import { safeRedirectTarget } from '@autoleasing/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useGiveConsent } from '../api/give-consent';
import { TermsConsentForm } from './terms-consent-form';
import './wall.css';

/**
 * Spec 2.2 /consent (?access_token=…&redirect_url=…): the consent goes on to the server-supplied
 * redirect_to, with redirect_url appended when the wall has one (spec 4.6).
 */
export function ConsentPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const consent = useGiveConsent();
  const accessToken = search.get('access_token') ?? undefined;
  const wallRedirect = search.get('redirect_url');
  return (
    <div className="wall-page">
      <h1>Ihre Einwilligung</h1>
      <p>Bevor es weitergeht, benötigen wir Ihre Zustimmung zu unseren Allgemeinen Geschäftsbedingungen.</p>
      <TermsConsentForm
        submitLabel="Zustimmen und weiter"
        accept={async () => {
          const answer = await consent.mutateAsync(accessToken);
          const target = safeRedirectTarget(answer.redirect_to, { origin: window.location.origin });
          const redirect = wallRedirect ? safeRedirectTarget(wallRedirect, { origin: window.location.origin, fallback: '' }) : '';
          navigate(redirect ? `${target}${target.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(redirect)}` : target, { replace: true });
        }}
      />
    </div>
  );
}
