import { findBrand, formatBrandTitle } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { raiseErrorPage } from '../../../../lib/error-page-signal';
import { brandListing, categoryListing } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** The listing a /leasing/{group} slug names, with the words its heading and intro use. */
function groupListing(group: string) {
  const category = categoryListing(group);
  if (category) return { name: category.category.label, of: `der Kategorie ${category.category.label}`, page: category.page };
  const brand = brandListing(group);
  if (!brand) return undefined;
  const name = formatBrandTitle(findBrand(brand.brand)?.name ?? brand.brand);
  return { name, of: `von ${name}`, page: brand.page };
}

/** /leasing/{group}: a body type or fuel type category (its seo_path), or a brand, level one. */
export function CategoryPage() {
  const { group = '' } = useParams();
  const listing = groupListing(group);
  const missing = !listing;
  // Neither a category nor a brand is no page of ours: the 404 of spec 2.7.
  useEffect(() => {
    if (missing) raiseErrorPage(404);
  }, [missing]);
  if (!listing) return null;
  return <OfferSearch key={group} title={`${listing.name} leasen`} intro={<p>Alle Modellreihen {listing.of} mit ihrer günstigsten Monatsrate.</p>} {...listing.page} />;
}
