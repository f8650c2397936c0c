import { LEASING_LISTING } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** /leasing: all car series (level one), filters, sort and page in the query string. */
export function LeasingPage() {
  return <OfferSearch title="Leasing-Angebote" {...LEASING_LISTING} intro={<p>Alle Neuwagen-Modellreihen mit ihrer günstigsten Monatsrate.</p>} />;
}
