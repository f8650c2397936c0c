import { findBrand, formatBrandTitle } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { raiseErrorPage } from '../../../../lib/error-page-signal';
import { brandListing, categoryListing } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/** /leasing/{group}: a body type or fuel type category (its seo_path), or a brand, level one. */
export function CategoryPage() {
  const { group = '' } = useParams();
  const category = categoryListing(group);
  const brand = category ? undefined : brandListing(group);
  // Neither a category nor a brand is no page of ours: the 404 of spec 2.7.
  useEffect(() => {
    if (!category && !brand) raiseErrorPage(404);
  }, [category, brand]);
  if (category) {
    return (
      <OfferSearch
        key={group}
        title={`${category.category.label} leasen`}
        intro={<p>Alle Modellreihen der Kategorie {category.category.label} mit ihrer günstigsten Monatsrate.</p>}
        {...category.page}
      />
    );
  }
  if (!brand) return null;
  const name = formatBrandTitle(findBrand(brand.brand)?.name ?? brand.brand);
  return <OfferSearch key={group} title={`${name} leasen`} intro={<p>Alle Modellreihen von {name} mit ihrer günstigsten Monatsrate.</p>} {...brand.page} />;
}
