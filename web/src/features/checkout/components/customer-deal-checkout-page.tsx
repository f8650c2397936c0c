import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /customer/deals/{id}/checkout#/car (spec 2.3): an inquired deal resumes here with a full page
 * load; the '#/car' step is the configurator.
 */
export function CustomerDealCheckoutPage() {
  const { id } = useParams();
  const location = useLocation();
  if (!id) return <Navigate to="/not-found" replace />;
  const step = location.hash.replace(/^#\/?/, '');
  const target = step === '' || step === 'car' ? '/checkout/configurator' : '/checkout';
  return <Navigate to={`${target}?deal_id=${encodeURIComponent(id)}`} replace />;
}
