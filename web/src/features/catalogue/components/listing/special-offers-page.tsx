import { OfferSearch } from './offer-search';

/** /leasing-sonderangebote: offers flagged sonderangebote (level two). */
export function SpecialOffersPage() {
  return (
    <OfferSearch
      title="Sonderangebote"
      intro={<p>Zeitlich begrenzte Leasing-Aktionen unserer Partnerhändler.</p>}
      aggregation="level_two"
      fixed={{ sonderangebote: true }}
    />
  );
}
