import { formatBrandName } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { withCustomerType } from '../../../../lib/customer-type';
import { raiseErrorPage } from '../../../../lib/error-page-signal';
import { useCustomerGroup } from '../../lib/customer-group';
import { modelListing, type ModelView } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** Reads /leasing/{group}/{brand}-{series}; unknown parts raise the 404. */
export function useModelParams(view: ModelView = 'all') {
  const { group = '', model = '' } = useParams();
  const parsed = modelListing(group, model, view);
  useEffect(() => {
    if (!parsed) raiseErrorPage(404);
  }, [parsed]);
  return { group, model, parsed };
}

/** Title from the slugs until the list answers: 'mercedes-benz', 'a-klasse' → 'Mercedes-Benz A-Klasse'. */
export function modelTitle(brand: string, series: string): string {
  return `${formatBrandName(brand)} ${series.replace(/(^|-)(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase())}`;
}

/** /leasing/{group}/{model} and …/sofort-verfuegbar: the offers of one car series (level two). */
export function ModelPage({ view = 'all' }: { view?: ModelView }) {
  const { group: groupSlug, model, parsed } = useModelParams(view);
  const { group } = useCustomerGroup();
  if (!parsed) return null;
  const base = `/leasing/${groupSlug}/${model}`;
  const title = modelTitle(parsed.brand, parsed.series);
  return (
    <OfferSearch
      key={`${model}:${view}`}
      title={view === 'stock' ? `${title} – sofort verfügbar` : `${title} leasen`}
      {...parsed.page}
    >
      <nav className="model-tabs" aria-label="Ansichten dieses Modells">
        <Link to={withCustomerType(base, group)} aria-current={view === 'all' ? 'page' : undefined}>
          Alle Angebote
        </Link>
        <Link to={withCustomerType(`${base}/motorisierungen`, group)}>Motorisierungen</Link>
        <Link to={withCustomerType(`${base}/sofort-verfuegbar`, group)} aria-current={view === 'stock' ? 'page' : undefined}>
          Sofort verfügbar
        </Link>
      </nav>
    </OfferSearch>
  );
}

/** /leasing/{group}/{model}/sofort-verfuegbar */
export function StockModelPage() {
  return <ModelPage view="stock" />;
}
