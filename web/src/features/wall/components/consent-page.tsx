import { safeRedirectTarget, WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useGiveConsent } from '../api/give-consent';
import { TermsConsentForm } from './terms-consent-form';
import './wall.css';

/**
 * Spec 2.2 /consent (?access_token=…&redirect_url=…): the consent goes on to the server-supplied
 * redirect_to (spec 4.6), which is the wall's redirect_url when it has a same-site one (issue 17).
 */
export function ConsentPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const consent = useGiveConsent();
  const accessToken = search.get('access_token') ?? undefined;
  const wallRedirect = search.get('redirect_url');
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/consent']}</h1>
      <p>Bevor es weitergeht, benötigen wir Ihre Zustimmung zu unseren Allgemeinen Geschäftsbedingungen.</p>
      <TermsConsentForm
        submitLabel="Zustimmen und weiter"
        accept={async () => {
          // The server folds the wall's redirect_url into redirect_to (same-site only), so the customer lands where they were going.
          const answer = await consent.mutateAsync({ accessToken, redirectUrl: wallRedirect ?? undefined });
          navigate(safeRedirectTarget(answer.redirect_to, { origin: window.location.origin }), { replace: true });
        }}
      />
    </div>
  );
}
