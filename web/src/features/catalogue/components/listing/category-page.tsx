import { useEffect } from 'react';
import { useParams } from 'react-router';
import { raiseErrorPage } from '../../../../lib/error-page-signal';
import { categoryListing } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** /leasing/{group}: a body type or fuel type category (its seo_path), level one. */
export function CategoryPage() {
  const { group = '' } = useParams();
  const listing = categoryListing(group);
  // An unknown group is no page of ours: the 404 of spec 2.7.
  useEffect(() => {
    if (!listing) raiseErrorPage(404);
  }, [listing]);
  if (!listing) return null;
  const { category, page } = listing;
  return (
    <OfferSearch
      key={group}
      title={`${category.label} leasen`}
      intro={<p>Alle Modellreihen der Kategorie {category.label} mit ihrer günstigsten Monatsrate.</p>}
      {...page}
    />
  );
}
