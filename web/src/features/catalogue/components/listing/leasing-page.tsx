import { OfferSearch } from './offer-search';

/** /leasing: all car series (level one), filters, sort and page in the query string. */
export function LeasingPage() {
  return <OfferSearch title="Leasing-Angebote" aggregation="level_one" intro={<p>Alle Neuwagen-Modellreihen mit ihrer günstigsten Monatsrate.</p>} />;
}
