import { useEffect } from 'react';
import { useParams } from 'react-router';
import { raiseErrorPage } from '../../../../lib/error-page-signal';
import { categoryOfSlug } from '../../lib/catalogue-paths';
import { OfferSearch } from './offer-search';

/** /leasing/{group}: a body type or fuel type category (its seo_path), level one. */
export function CategoryPage() {
  const { group = '' } = useParams();
  const category = categoryOfSlug(group);
  // An unknown group is no page of ours: the 404 of spec 2.7.
  useEffect(() => {
    if (!category) raiseErrorPage(404);
  }, [category]);
  if (!category) return null;
  return (
    <OfferSearch
      key={group}
      title={`${category.label} leasen`}
      intro={<p>Alle Modellreihen der Kategorie {category.label} mit ihrer günstigsten Monatsrate.</p>}
      aggregation="level_one"
      fixed={{ [category.key]: [category.value] }}
      hiddenFilters={[category.key]}
    />
  );
}
