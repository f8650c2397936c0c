import type { CarSeriesListItem, CustomerGroup, MagazineArticleResponse, OfferListItem, ProductResponse } from '@autoleasing/contracts';

/**
 * schema.org objects for the JSON-LD of server-rendered pages (issue 18, item 2). Plain builders
 * from the API answers the page itself renders, so the structured data never says something
 * the visible page does not.
 */
export type JsonLd = Record<string, unknown> & { '@type': string };

export const SITE_NAME = 'autoleasing';

const euros = (cents: number) => (cents / 100).toFixed(2);

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export function organization(origin: string): JsonLd {
  return { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/og/site.png` };
}

/**
 * A monthly leasing rate: the price of one month, in euros (issue 18: price with its unit), and
 * whether it includes VAT: gross for private customers, net for business customers, as on the page.
 */
export function monthlyOffer(rateCents: number, url: string, group: CustomerGroup): JsonLd {
  return {
    '@type': 'Offer',
    price: euros(rateCents),
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: euros(rateCents),
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: group === 'b2c',
      unitText: 'MONTH',
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  };
}

/** 'Opel' + 'Opel Frontera …' → 'Opel Frontera …'; 'Opel' + 'Frontera …' → the same. */
export function withBrand(brand: string, name: string): string {
  return name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;
}

export function carOf(product: ProductResponse, urls: { page: string; image: string }): JsonLd {
  const spec = product.car_spec;
  const cheapest = Math.min(...product.lease_terms.map((term) => term.finance_rate_cents));
  return {
    '@type': 'Car',
    name: withBrand(spec.manufacturer_display_name, spec.name),
    brand: { '@type': 'Brand', name: spec.manufacturer_display_name },
    model: product.car_series.name,
    vehicleConfiguration: product.car_model.trim_level,
    bodyType: product.car_model.body_type,
    fuelType: spec.fuel_type,
    color: spec.color,
    vehicleEngine: { '@type': 'EngineSpecification', name: spec.engine_name, enginePower: { '@type': 'QuantitativeValue', value: spec.horsepower, unitText: 'PS' } },
    itemCondition: 'https://schema.org/NewCondition',
    image: urls.image,
    url: urls.page,
    offers: monthlyOffer(Number.isFinite(cheapest) ? cheapest : 0, urls.page, product.customer_group),
  };
}

export interface ListEntry {
  name: string;
  url: string;
  rateCents: number | null;
}

export function itemList(name: string, entries: ListEntry[]): JsonLd {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: entry.url,
      name: entry.name,
    })),
  };
}

export function article(answer: MagazineArticleResponse, urls: { page: string; image: string; origin: string }): JsonLd {
  return {
    '@type': 'Article',
    headline: answer.title,
    description: answer.teaser,
    datePublished: answer.published_at,
    author: { '@type': 'Person', name: answer.author },
    publisher: organization(urls.origin),
    image: urls.image,
    mainEntityOfPage: urls.page,
  };
}

export function offerEntryName(offer: OfferListItem): string {
  return withBrand(offer.manufacturer_display_name, offer.name);
}

export function seriesEntryName(series: CarSeriesListItem): string {
  return `${series.manufacturer_display_name} ${series.car_series_name}`;
}

/** The document's one JSON-LD block; `<` is escaped so no text can close the script element. */
export function jsonLdScript(items: JsonLd[]): string {
  const graph = { '@context': 'https://schema.org', '@graph': items };
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
